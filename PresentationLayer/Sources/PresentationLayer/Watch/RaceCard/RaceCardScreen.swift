import DomainLayer
import Foundation

/// A race's details and card (Enter) over the board or the racing day: the race as last seen,
/// its card as last fetched, how its prices moved while it stayed open, and how far it is
/// scrolled. Its keys are in `RaceCardScreen+Keys`.
struct RaceCardScreen: StackedScreen {
    /// What the card's keys ask for.
    enum Action: Equatable, Sendable {
        /// Fetch the card again now.
        case refresh
        /// Scroll the card.
        case scroll(ScrollPosition.Move)
        /// Close the card, showing the screen under it.
        case close
    }

    /// The race whose card is open; kept as last seen, so it stays open after it leaves the board.
    private(set) var race: Race
    /// The card as last fetched; nil until the first fetch ends.
    private var card: RaceCardSnapshot?
    /// The card's prices as seen at each fetch.
    private var watchedPrices = WatchedPrices()
    /// True while a fetch the person asked for is under way.
    private var isRefreshing = false
    /// The field, or why there is none, as last laid out: kept across ticks.
    private var layouts = LayoutMemo<OpenRaceCard.LayoutKey, OpenRaceCard.Layout>()
    /// How far the card is scrolled under its title.
    private var position = ScrollPosition()

    /// The card of `race`, not fetched yet.
    init(race: Race) {
        self.race = race
    }

    /// The line of the card shown first under its title; 0 for its top.
    var offset: Int { position.offset }

    mutating func reduce(_ action: Action, in context: WatchContext) -> ScreenOutcome {
        switch action {
        case .refresh:
            isRefreshing = true
            return ScreenOutcome(effects: [.raceCard(.refresh)])
        case .close:
            return ScreenOutcome(transition: .pop, effects: [.raceCard(.close)])
        case .scroll(let move):
            position.apply(move, limits: scrollLimits(in: context))
            return ScreenOutcome()
        }
    }

    /// Follows the race on the board, takes the card's fetches, and keeps within the card's end
    /// when a fetch or a resize moves it.
    mutating func receive(_ event: WatchEvent, in context: WatchContext) {
        switch event {
        case .snapshot:
            if let fresh = context.races.first(where: { $0.id == race.id }) { race = fresh }
        case .raceCard(let snapshot):
            receive(snapshot)
            position.scroll(by: 0, limits: scrollLimits(in: context))
        case .resize:
            position.scroll(by: 0, limits: scrollLimits(in: context))
        default:
            break
        }
    }

    /// The details and card in `context`, the title marked when the race's meeting is starred.
    mutating func body(in context: WatchContext) -> OpenRaceDetails {
        OpenRaceDetails(
            viewModel: RaceDetailsViewModel(race: race, now: context.now, clock: context.clock),
            isStarred: context.stars.isStarred(race),
            card: OpenRaceCard(
                snapshot: card, watched: watchedPrices, isRefreshing: isRefreshing, now: context.now,
                timeZone: context.settings.timeZone, width: context.size.columns,
                blackbook: context.settings.blackbook, layouts: &layouts),
            offset: offset)
    }

    /// The board's races in words, as under the card.
    func title(in context: WatchContext) -> String? {
        context.racesDescription
    }

    /// Takes a fetch of the card; one of another race's card, closed or replaced by this one,
    /// is left.
    mutating func receive(_ snapshot: RaceCardSnapshot) {
        guard snapshot.raceID == race.id else { return }
        card = snapshot
        if let fetched = snapshot.card, let takenAt = snapshot.updatedAt {
            watchedPrices.record(fetched, at: takenAt)
        }
        isRefreshing = false
    }

    /// How the card scrolls in `context`, as it stands now: laid out in place, memo and all.
    private mutating func scrollLimits(in context: WatchContext) -> ScrollPosition.Limits {
        context.layout.cardScrolling(body(in: context), size: context.size, hasBanner: context.hasBanner)
    }
}
