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

    /// The label of the line naming the race a demo card was recorded from.
    static let recordingLabel = "Demo card"

    /// The card `card` at `now`, with its start time in `timeZone`.
    public init(card: RaceCard, now: Date, timeZone: TimeZone) {
        let details = RaceDetailsViewModel(
            race: card.race, now: now, clock: ClockTimeFormatter(timeZone: timeZone))
        var lines = details.lines
        if let recording = card.recordedFrom, let starts = lines.firstIndex(where: { $0.label == "Starts" }) {
            lines.insert(.init(label: Self.recordingLabel, value: recording.recordedFromText), at: starts + 1)
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
        header = RaceDetailsViewModel(title: details.title, lines: lines)
        statusText = card.status.displayName
        notice = card.status.notice
        riderHeading = Self.riderHeading(card)
        hasResults = card.hasResults
        rows = card.runners.map { RunnerRowViewModel(runner: $0, isFavourite: card.isFavourite($0)) }
    }

    private static func riderHeading(_ card: RaceCard) -> String? {
        guard card.runners.contains(where: { $0.rider != nil }) else { return nil }
        switch card.race.category {
        case .horse: return "Jockey"
        case .harness: return "Driver"
        case .greyhound: return "Rider"
        }
    }
}
