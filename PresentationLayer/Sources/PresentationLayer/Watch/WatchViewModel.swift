import DomainLayer
import Foundation

/// The watch screen's state and rules: it takes events (a board, a race card, a key, a tick,
/// a resize, what an effect did) with the time they happen, and gives the screen to draw and the
/// effects to run.
///
/// It does no I/O of its own, so every rule of the live board is tested in-process with the
/// time set by the test.
public struct WatchViewModel: Sendable {
    /// What the person asked for on the command line and in the config file.
    public struct Settings: Sendable, Equatable {
        /// The categories shown at first.
        public var filter: CategoryFilter
        /// The starred meetings and where their races go.
        public var stars: StarPreferences
        /// One list, or a section per category.
        public var layout: BoardLayout
        /// The rows of races in each list.
        public var limit: Int
        /// The zone start times and the clock are shown in.
        public var timeZone: TimeZone
        /// The zone's name to follow the clock, when `--tz` chose it.
        public var zoneLabel: String?
        /// Decides which races alert; nil when nothing alerts.
        public var alertRule: JumpAlertRule?
        /// True when the screen shows colour, which changes the help's length and so how it scrolls.
        public var usesColor: Bool
        /// The countries whose meetings the racing day (`m`) shows, as `--country` chose them.
        public var countries: CountryFilter

        /// Creates settings from their parts.
        public init(
            filter: CategoryFilter, stars: StarPreferences = .none, layout: BoardLayout = .flat, limit: Int,
            timeZone: TimeZone, zoneLabel: String? = nil, alertRule: JumpAlertRule? = nil,
            usesColor: Bool = false, countries: CountryFilter = .all
        ) {
            self.usesColor = usesColor
            self.countries = countries
            self.filter = filter
            self.stars = stars
            self.layout = layout
            self.limit = limit
            self.timeZone = timeZone
            self.zoneLabel = zoneLabel
            self.alertRule = alertRule
        }
    }

    /// The screen as it is now, to draw.
    public private(set) var screen: WatchScreen

    private let layout: BoardLayout
    private let limit: Int
    private let zoneLabel: String?
    private let timeZone: TimeZone
    private let presenter: BoardPresenter
    private let clock: ClockTimeFormatter
    private var stars: StarPreferences
    private var filter: CategoryFilter
    private var snapshot: NextRacesSnapshot?
    private var isRefreshing = false
    private var size: ScreenSize
    private var alerts: JumpAlerts?
    private var selection = WatchSelection()
    private var collapsedSections = CollapsedSections()
    /// The race whose details and card are open; kept as last seen, so they stay open after it
    /// leaves.
    private var detailsRace: Race?
    /// The open race card as last fetched; nil until the first fetch ends.
    private var card: RaceCardSnapshot?
    /// The open card's prices as seen at each fetch, kept while it stays open.
    private var watchedPrices = WatchedPrices()
    /// True while a fetch of the card the person asked for is under way.
    private var isRefreshingCard = false
    /// The open card's field, or why there is none, as last laid out: kept across ticks.
    private var cardLayouts = LayoutMemo<OpenRaceCard.LayoutKey, OpenRaceCard.Layout>()
    private var notice: WatchNotice?
    /// True while the help (`?`) shows in place of the board.
    private var isShowingHelp = false
    /// The line of the help shown first; 0 for its top.
    private var helpOffset = 0
    /// Lays out the help, to know how far it scrolls.
    private let helpLayout: WatchScreenLayout
    /// When the notice was first shown; it gives way to the board's own status after
    /// `noticeLifetime`.
    private var noticeShownAt: Date?
    /// True when the event being handled put up a new notice.
    private var noticeIsNew = false
    /// The board as last shown, which the keys act on.
    private var shownBoard: ReadyBoard?
    /// The racing day over the board (`m`); nil while it is closed.
    private var racingDay: RacingDayBrowser?
    /// The racing day as last fetched, kept when it is closed so that opening it again shows it
    /// at once, until the fetch that opening starts comes in.
    private var racingDaySnapshot: RacingDaySnapshot?
    /// Counts the racing day's snapshots, so the browser orders each day once.
    private var racingDayGeneration = 0
    /// The countries the racing day shows.
    private let countries: CountryFilter
    /// When the racing day was last asked for (opened, or `r`), so that a held `r` asks at most
    /// once every `ManualRefresh.minimumGap`.
    private var racingDayAskedAt: Date?
    /// The moment of the event being handled, which the keys that lay out the day need.
    private var now: Date

    /// A screen for `settings`, `size` big, showing `Loading races…` at `now`.
    public init(settings: Settings, size: ScreenSize, now: Date) {
        layout = settings.layout
        limit = settings.limit
        zoneLabel = settings.zoneLabel
        timeZone = settings.timeZone
        presenter = BoardPresenter(timeZone: settings.timeZone)
        clock = ClockTimeFormatter(timeZone: settings.timeZone)
        stars = settings.stars
        filter = settings.filter
        countries = settings.countries
        self.now = now
        self.size = size
        alerts = settings.alertRule.map(JumpAlerts.init(rule:))
        helpLayout = WatchScreenLayout(usesColor: settings.usesColor)
        screen = WatchScreen(
            state: .loading, chrome: WatchChrome(racesDescription: "", clockText: "", isRefreshing: false),
            size: size, limit: settings.limit)
        screen = makeScreen(at: now)
    }

    /// Acts on `event`, which happened at `now`: updates `screen` and returns the effects to
    /// run, in order. The races that alert now ring the bell once and make one notification
    /// naming them, however many they are.
    public mutating func handle(_ event: WatchEvent, at now: Date) -> [WatchEffect] {
        noticeIsNew = false
        self.now = now
        var effects = apply(event)
        if effects.contains(where: { if case .quit = $0 { true } else { false } }) { return effects }
        expireNotice(at: now)
        let alerting = alerts?.update(board: snapshot?.races ?? [], at: now) ?? []
        screen = makeScreen(at: now)
        if let notification = JumpAlertText.notification(for: alerting, at: now, clock: clock) {
            effects += [.ringBell, .notify(notification)]
        }
        return effects
    }

    /// How long a notice such as `Starred Flemington.` stays on the status line before the
    /// board's own status (`updated 14:03`) comes back.
    public static let noticeLifetime: TimeInterval = 5

    /// Starts the clock on a notice put up now, and takes one down once it has been shown for
    /// `noticeLifetime`.
    private mutating func expireNotice(at now: Date) {
        if noticeIsNew { noticeShownAt = now }
        if let shownAt = noticeShownAt, now.timeIntervalSince(shownAt) >= Self.noticeLifetime {
            notice = nil
            noticeShownAt = nil
        }
    }

    /// Changes the state for `event`; returns the effects it asks for.
    private mutating func apply(_ event: WatchEvent) -> [WatchEffect] {
        switch event {
        case .snapshot(let snapshot):
            self.snapshot = snapshot
            // A refresh asked for by key ends with the first board the interactor sends after it.
            isRefreshing = snapshot.isRefreshing
            if let shown = detailsRace, let fresh = snapshot.races.first(where: { $0.id == shown.id }) {
                detailsRace = fresh
            }
            return []
        case .raceCard(let snapshot):
            // A card closed, or replaced by another race's, may still send its last fetch.
            guard snapshot.raceID == detailsRace?.id else { return [] }
            card = snapshot
            if let fetched = snapshot.card, let takenAt = snapshot.updatedAt {
                watchedPrices.record(fetched, at: takenAt)
            }
            isRefreshingCard = false
            return []
        case .racingDay(let snapshot):
            racingDaySnapshot = snapshot
            racingDayGeneration += 1
            return []
        case .key(let key):
            return press(key)
        case .tick:
            return []
        case .resize(let size):
            self.size = size
            scrollHelp(by: 0, pages: 0)
            return [.redrawAll]
        case .starSaved(let message, let meetings):
            notice = WatchNotice(text: message)
            noticeIsNew = true
            stars.meetings = meetings
            // Marks the rows in hand at once; the interactor's next board, a moment later,
            // places them too.
            snapshot?.stars.meetings = meetings
            alerts?.followStarredMeetings(meetings)
            return [.send(.setStarredMeetings(meetings))]
        case .starFailed(let message):
            notice = WatchNotice(text: message, isProblem: true)
            noticeIsNew = true
            return []
        }
    }

    /// What `key` does.
    private mutating func press(_ key: WatchKey) -> [WatchEffect] {
        let action =
            if isShowingHelp {
                WatchKeyBindings.helpAction(for: key)
            } else if racingDay != nil, detailsRace == nil {
                WatchKeyBindings.racingDayAction(for: key)
            } else {
                WatchKeyBindings.action(for: key, filter: filter, isShowingDetails: detailsRace != nil)
            }
        if action != nil { notice = nil }
        if racingDay != nil, detailsRace == nil, !isShowingHelp, let action {
            return pressOverRacingDay(action)
        }
        switch action {
        case .setFilter(let newFilter):
            filter = newFilter
            return [.send(.setFilter(newFilter))]
        case .refresh where detailsRace != nil:
            isRefreshingCard = true
            return [.refreshRaceCard]
        case .refresh:
            isRefreshing = true
            return [.send(.refresh)]
        case .moveSelection(let offset):
            selection.move(by: offset, in: selectableRows)
        case .toggleStar:
            if let race = selectedRace() { return [.toggleStar(meetingName: race.meetingName)] }
        case .toggleCollapse:
            if let shownBoard { collapsedSections.toggle(at: &selection, on: shownBoard) }
        case .showDetails:
            guard let race = selectedRace() else { break }
            return open(race)
        case .closeDetails:
            detailsRace = nil
            card = nil
            watchedPrices = WatchedPrices()
            isRefreshingCard = false
            return [.closeRaceCard]
        case .showMeetings:
            racingDay = RacingDayBrowser()
            racingDayAskedAt = now
            return [.openMeetings]
        case .openRacingDayRow, .racingDayBack:
            break
        case .showHelp, .closeHelp:
            isShowingHelp = action == .showHelp
            helpOffset = 0
        case .scrollHelpLines(let lines):
            scrollHelp(by: lines, pages: 0)
        case .scrollHelpPages(let pages):
            scrollHelp(by: 0, pages: pages)
        case .quit:
            return [.quit(.quit)]
        case .interrupt:
            return [.quit(.interrupted)]
        case nil:
            break
        }
        return []
    }

    /// What `action` does over the racing day.
    private mutating func pressOverRacingDay(_ action: WatchAction) -> [WatchEffect] {
        guard var browser = racingDay else { return [] }
        defer { if racingDay != nil { racingDay = browser } }
        prepare(&browser)
        switch action {
        case .moveSelection(let offset):
            browser.move(by: offset, at: now)
        case .openRacingDayRow:
            if case .raceCard(let race) = browser.enter(at: now, clock: clock) {
                return open(race)
            }
        case .racingDayBack:
            guard browser.back() else {
                racingDay = nil
                return [.closeMeetings]
            }
        case .refresh:
            let gap = ManualRefresh.minimumGap.timeInterval
            if let askedAt = racingDayAskedAt, now.timeIntervalSince(askedAt) < gap { break }
            racingDayAskedAt = now
            return [.openMeetings]
        case .showHelp:
            isShowingHelp = true
            helpOffset = 0
        case .quit:
            return [.quit(.quit)]
        case .interrupt:
            return [.quit(.interrupted)]
        default:
            break
        }
        return []
    }

    /// Opens `race`'s details and card over what shows.
    private mutating func open(_ race: Race) -> [WatchEffect] {
        detailsRace = race
        card = nil
        watchedPrices = WatchedPrices()
        isRefreshingCard = false
        return [.openRaceCard(raceID: race.id)]
    }

    /// Makes `browser` ready for the racing day as fetched, with only the meetings of the
    /// categories and countries shown, at `now`.
    private func prepare(_ browser: inout RacingDayBrowser) {
        browser.prepare(
            day: racingDaySnapshot?.day, generation: racingDayGeneration, filter: filter,
            countries: countries,
            now: now, clock: clock)
    }

    /// The racing day's panel at `now`, its rows laid out around the selected one, a screen's
    /// height either side; nil while it is closed.
    private mutating func racingDayPanel(at now: Date) -> RacingDayPanel? {
        guard var browser = racingDay else { return nil }
        prepare(&browser)
        racingDay = browser
        return browser.panel(
            hasFailed: racingDaySnapshot?.failure != nil, now: now, clock: clock,
            width: size.columns - WatchScreenLayout.racingDayGutter, around: size.rows,
            status: RacingDayPanel.status(for: racingDaySnapshot, now: now, clock: clock),
            isStale: racingDaySnapshot?.isStale == true)
    }

    /// Scrolls the help by `lines` and `pages`, no further than its top and its end.
    private mutating func scrollHelp(by lines: Int, pages: Int) {
        let scrolling = helpLayout.helpScrolling(size: size, hasBanner: screen.chrome.banner != nil)
        helpOffset = max(0, min(scrolling.lastOffset, helpOffset + lines + pages * scrolling.page))
    }

    /// The screen at `now`; the selection follows the board it shows.
    private mutating func makeScreen(at now: Date) -> WatchScreen {
        let shownFilter = snapshot?.filter ?? filter
        let state = presenter.screenState(for: snapshot, at: now)
        if case .ready(let board) = state {
            shownBoard = board
        } else {
            shownBoard = nil
        }
        selection.follow(selectableRows)
        let clockText = clock.hoursMinutesAndSeconds(now)
        return WatchScreen(
            state: state,
            chrome: WatchChrome(
                racesDescription: racingDay != nil && detailsRace == nil
                    ? "meetings"
                    : snapshot?.racesDescription
                        ?? filter.racesDescription(starredOnly: stars.placement == .only),
                clockText: zoneLabel.map { "\(clockText) \($0)" } ?? clockText,
                isRefreshing: isRefreshing || snapshot?.isRefreshing == true,
                banner: alerts?.banner(at: now), notice: notice),
            arrangement: WatchArrangement(
                selected: selection.selected, collapsedSections: collapsedSections.titles,
                details: openDetails(at: now), isShowingHelp: isShowingHelp, helpOffset: helpOffset,
                racingDay: racingDayPanel(at: now)),
            size: size, limit: limit,
            sections: layout == .byCategory ? shownFilter.shownCategories.count : 0)
    }

    /// The open race's details and card at `now`; nil while none is open.
    private mutating func openDetails(at now: Date) -> OpenRaceDetails? {
        guard let race = detailsRace else { return nil }
        return OpenRaceDetails(
            viewModel: RaceDetailsViewModel(race: race, now: now, clock: clock),
            isStarred: stars.isStarred(race),
            card: OpenRaceCard(
                snapshot: card, watched: watchedPrices, isRefreshing: isRefreshingCard, now: now,
                timeZone: timeZone, width: size.columns, layouts: &cardLayouts))
    }

    /// How many times the open card's field or message has been laid out: once per card, failure
    /// or width, not once per tick.
    var cardLayoutCount: Int { cardLayouts.compositions }

    /// The rows the selection can rest on, top to bottom.
    private var selectableRows: [SelectableRow] {
        shownBoard.map { WatchSelection.rows(of: $0, collapsed: collapsedSections.titles) } ?? []
    }

    /// The selected race; nil when a collapsed section is selected. With nothing selected yet,
    /// selects the first row instead, so a person sees what the key will act on.
    private mutating func selectedRace() -> Race? {
        guard let selected = selection.selected else {
            selection.move(by: 0, in: selectableRows)
            return nil
        }
        guard case .race(let id) = selected else { return nil }
        return snapshot?.races.first { $0.id == id }
    }
}
