import DomainLayer
import Foundation

/// The racing day (`m`) over the board: its meetings, or one meeting's races, with the selected
/// row kept by id. Its keys are in `RacingDayScreen+Keys`.
struct RacingDayScreen: StackedScreen {
    /// What the racing day's keys ask for.
    enum Action: Equatable, Sendable {
        /// Move the selection this many rows down (up when negative).
        case moveSelection(by: Int)
        /// Open the selected meeting's races, or the selected race's card.
        case open
        /// Go back one level from a meeting's races, or close the racing day.
        case back
        /// Fetch the day again, which the follower does at most once every
        /// `ManualRefresh.minimumGap`, as the board's.
        case refresh
        /// Open the help over the racing day.
        case openHelp
    }

    /// Which level is open and which row is selected at each.
    private(set) var browser = RacingDayBrowser()

    mutating func reduce(_ action: Action, in context: WatchContext) -> ScreenOutcome {
        prepare(in: context)
        switch action {
        case .moveSelection(let offset):
            browser.move(by: offset, at: context.now)
        case .open:
            if case .raceCard(let race) = browser.enter(at: context.now, clock: context.clock) {
                return .opening(race)
            }
        case .back:
            if !browser.back() {
                return ScreenOutcome(transition: .pop, effects: [.racingDay(.close)])
            }
        case .refresh:
            return ScreenOutcome(effects: [.racingDay(.refresh)])
        case .openHelp:
            return .openingHelp(listing: Self.helpSection)
        }
        return ScreenOutcome()
    }

    /// The racing day's panel in `context`, its rows laid out around the selected one, a
    /// screen's height either side.
    mutating func body(in context: WatchContext) -> RacingDayPanel {
        prepare(in: context)
        let fetched = context.racingDay.snapshot
        let now = context.now
        return browser.panel(
            hasFailed: fetched?.failure != nil, now: now, clock: context.clock,
            width: context.size.columns - WatchScreenLayout.racingDayGutter, around: context.size.rows,
            status: RacingDayPanel.status(for: fetched, now: now, clock: context.clock),
            isStale: fetched?.isStale == true, followed: context.followed)
    }

    /// The racing day is the day's meetings.
    func title(in context: WatchContext) -> String? {
        "meetings"
    }

    /// Makes the day ready for the racing day as fetched in `context`, with only the meetings of
    /// the categories and countries shown, at its moment.
    private mutating func prepare(in context: WatchContext) {
        browser.prepare(
            day: context.racingDay.snapshot?.value, generation: context.racingDay.generation,
            filter: context.filter, countries: context.settings.countries, now: context.now,
            clock: context.clock)
    }
}
