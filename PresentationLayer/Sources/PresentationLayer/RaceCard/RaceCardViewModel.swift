import DomainLayer
import Foundation

/// A race card in words: the race's details with its status and favourite, a notice when the
/// race is not open, and one row per runner in the card's order.
public struct RaceCardViewModel: Sendable, Equatable {
    /// The title and labelled facts, as `nexttogo race` has always shown them, plus `Status`
    /// and `Favourite`.
    public let header: RaceDetailsViewModel
    /// The status in a word, such as `Final`.
    public let statusText: String
    /// A sentence for the top of the card when the race is not open.
    public let notice: String?
    /// The heading of the rider column (`Jockey`, `Driver` or `Rider`); nil when no runner has
    /// one, as in greyhound races.
    public let riderHeading: String?
    /// Whether any runner has a placing, so the table has a placing column.
    public let hasResults: Bool
    /// The runners, placings first once there are results.
    public let rows: [RunnerRowViewModel]
    /// Whether the first prices of the moves are the feed's opening prices; false when every
    /// move was seen while watched.
    public let movesFromOpen: Bool

    /// What a card whose field has no fixed price says, so the missing Win and Place columns
    /// (left out in the terminal, empty on a page) are not a mystery.
    public static let noPricesText = "No prices published: the field has no fixed win or place price yet."

    /// Whether a runner still in the race has a fixed win or place price.
    public var publishesPrices: Bool {
        rows.contains { !$0.isScratched && (!$0.winText.isEmpty || !$0.placeText.isEmpty) }
    }

    /// The label of the line naming the race a demo card was recorded from.
    static let recordingLabel = "Demo card"
    /// The label of the line of a run demo race's placings, which its recorded field cannot show.
    static let placingsLabel = "Placings"

    /// The card `card` at `now`, with its start time in `timeZone`; `watched` holds the prices
    /// seen while the card was open in watch mode, which show a runner's move when the feed
    /// gives no fluctuations and mark a move seen a moment before `now`; the runners `blackbook`
    /// follows are marked.
    public init(
        card: RaceCard, now: Date, timeZone: TimeZone, watched: WatchedPrices? = nil,
        blackbook: Blackbook = .none
    ) {
        let details = RaceDetailsViewModel(
            race: card.race, now: now, clock: ClockTimeFormatter(timeZone: timeZone))
        var lines = details.lines
        if let recording = card.recordedFrom, let starts = lines.firstIndex(where: { $0.label == "Starts" }) {
            lines.insert(.init(label: Self.recordingLabel, value: recording.recordedFromText), at: starts + 1)
            if !card.recordedPlacings.isEmpty {
                lines.insert(
                    .init(label: Self.placingsLabel, value: RacingDayWords.placings(card.recordedPlacings)),
                    at: starts + 2)
            }
        }
        lines.insert(.init(label: "Status", value: card.status.displayName), at: 0)
        let favourites = card.favourites
        if let price = favourites.first?.winPrice {
            lines.append(
                .init(
                    label: favourites.count == 1 ? "Favourite" : "Favourites",
                    value: favourites.map { "\($0.number) \($0.name)" }.joined(separator: ", ")
                        + " (\(PriceText.text(price)))"))
        }
        let move = { (runner: Runner) in card.move(of: runner, watched: watched) }
        lines += Self.priceLines(card, movers: MarketMovers(card: card, move: move))
        header = RaceDetailsViewModel(title: details.title, lines: lines)
        statusText = card.status.displayName
        notice = card.status.notice
        riderHeading = Self.riderHeading(card)
        hasResults = card.hasResults
        rows = card.runners.map { runner in
            RunnerRowViewModel(
                runner: runner, isFavourite: card.isFavourite(runner), move: move(runner),
                recentMove: watched?.recentMove(of: runner, at: now),
                isFollowed: !blackbook.hits(in: runner).isEmpty)
        }
        movesFromOpen = card.runners.contains { $0.priceMove != nil }
    }

    /// The line naming the biggest firmer and drifter, such as `11 Community Art firmed 46%;
    /// 2 Beach Wreck drifted 95%`, said to be while watched when the moves were seen, not the
    /// feed's; and in the demo, a line saying the prices are the recording's.
    private static func priceLines(_ card: RaceCard, movers: MarketMovers) -> [RaceDetailsViewModel.Line] {
        var lines: [RaceDetailsViewModel.Line] = []
        func names(_ moved: [MarketMovers.Mover]) -> String {
            moved.map { "\($0.runner.number) \($0.runner.name)" }.joined(separator: ", ")
        }
        func size(_ moved: [MarketMovers.Mover]) -> String {
            "\(Int(abs(moved.first?.move.changePercent ?? 0).rounded()))%"
        }
        var parts: [String] = []
        if !movers.firmers.isEmpty { parts.append("\(names(movers.firmers)) firmed \(size(movers.firmers))") }
        if !movers.drifters.isEmpty {
            parts.append("\(names(movers.drifters)) drifted \(size(movers.drifters))")
        }
        let watchedOnly = (movers.firmers + movers.drifters).allSatisfy { $0.move.source == .watched }
        if !parts.isEmpty {
            let since = watchedOnly ? " while watched" : " since the open"
            lines.append(.init(label: "Movers", value: parts.joined(separator: "; ") + since))
        }
        if card.replaysRecordedPrices, card.runners.contains(where: { $0.winPrice != nil }) {
            let moves = card.runners.contains { $0.priceMove != nil }
            lines.append(
                .init(label: "Prices", value: moves ? Self.recordedPricesText : Self.recordedStillPricesText))
        }
        return lines
    }

    /// What the demo's card says of its prices when the recording holds how they moved.
    private static let recordedPricesText =
        "recorded, not live: the recording's moves replayed over the hour before the start"
    /// What the demo's card says of its prices when the recording holds none of their moves, so
    /// they stand as recorded.
    private static let recordedStillPricesText = "recorded, not live: as they stood when recorded"

    private static func riderHeading(_ card: RaceCard) -> String? {
        guard card.runners.contains(where: { $0.rider != nil }) else { return nil }
        switch card.race.category {
        case .horse: return "Jockey"
        case .harness: return "Driver"
        case .greyhound: return "Rider"
        }
    }
}
