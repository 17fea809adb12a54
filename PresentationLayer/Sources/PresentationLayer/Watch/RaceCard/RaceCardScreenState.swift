import DomainLayer
import Foundation

/// A race's details and card (Enter) over the board or the racing day: the race as last seen,
/// its card as last fetched, how its prices moved while it stayed open, and how far it is
/// scrolled. Its keys: `r` refreshes the card, the scroll keys scroll it (`ScrollPosition`), and
/// every other key but `q` and Ctrl-C goes back.
struct RaceCardScreenState: Sendable {
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

    /// The action for `key` over the card: `r` refreshes it, the scroll keys scroll it, `q` and
    /// Ctrl-C end the session, and every other key goes back.
    static func action(for key: WatchKey) -> WatchAction {
        key.endingAction ?? ScrollPosition.action(for: key)
            ?? (key.letter == UInt8(ascii: "r") ? .refresh : .closeDetails)
    }

    /// What `action` does to the card, which scrolls within `limits`.
    mutating func press(_ action: WatchAction, limits: ScrollPosition.Limits) -> WatchKeyOutcome {
        switch action {
        case .refresh:
            isRefreshing = true
            return WatchKeyOutcome(effects: [.refreshRaceCard])
        case .closeDetails:
            return WatchKeyOutcome(transition: .pop, effects: [.closeRaceCard])
        default:
            position.apply(action, limits: limits)
            return WatchKeyOutcome()
        }
    }

    /// Scrolls by `lines` within `limits`; by 0 after a resize or a new fetch, to keep within
    /// them.
    mutating func scroll(by lines: Int, limits: ScrollPosition.Limits) {
        position.scroll(by: lines, limits: limits)
    }

    /// Takes the race as the board now lists it, when it still does.
    mutating func follow(_ races: [Race]) {
        if let fresh = races.first(where: { $0.id == race.id }) {
            race = fresh
        }
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

    /// The details and card at `now`, `width` columns wide, with times in `timeZone`; the title
    /// marked when `isStarred`.
    mutating func details(
        at now: Date, clock: ClockTimeFormatter, timeZone: TimeZone, width: Int, isStarred: Bool
    ) -> OpenRaceDetails {
        OpenRaceDetails(
            viewModel: RaceDetailsViewModel(race: race, now: now, clock: clock),
            isStarred: isStarred,
            card: OpenRaceCard(
                snapshot: card, watched: watchedPrices, isRefreshing: isRefreshing, now: now,
                timeZone: timeZone, width: width, layouts: &layouts),
            offset: offset)
    }
}
