import DomainLayer
import Foundation

/// The watch screen's state and rules: it takes events (a board, a race card, a key, a tick,
/// a resize, what an effect did) with the time they happen, and gives the screen to draw and the
/// effects to run.
///
/// Its screens make a stack: the board (`BoardScreenState`) at the bottom, and over it the
/// racing day (`MeetingsScreenState`), a race's card (`RaceCardScreenState`) and the help
/// (`HelpScreenState`). The screen on top reads each key with its own table and acts on it;
/// this parent only routes the key, opens and closes screens as they say, and keeps what they
/// share (the board's races, the filter, the racing day as fetched, the stars and the alerts).
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
    /// The board, at the bottom of the stack of screens.
    private var board = BoardScreenState()
    /// The screens over the board, the one on top last: it takes the keys.
    private var overlays: [WatchOverlay] = []
    private var notice: WatchNotice?
    /// Lays out the help, to know how far it scrolls.
    private let helpLayout: WatchScreenLayout
    /// When the notice was first shown; it gives way to the board's own status after
    /// `noticeLifetime`.
    private var noticeShownAt: Date?
    /// True when the event being handled put up a new notice.
    private var noticeIsNew = false
    /// The racing day as last fetched, kept when it is closed so that opening it again shows it
    /// at once, until the fetch that opening starts comes in.
    private var racingDaySnapshot: RacingDaySnapshot?
    /// Counts the racing day's snapshots, so the browser orders each day once.
    private var racingDayGeneration = 0
    /// The countries the racing day shows.
    private let countries: CountryFilter
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
            updateRaceCard { $0.follow(snapshot.races) }
            return []
        case .raceCard(let snapshot):
            // A card closed, or replaced by another race's, may still send its last fetch.
            updateRaceCard { $0.receive(snapshot) }
            if overlays.last?.raceCard != nil {
                // A card that came back shorter scrolls no further than its new end.
                let scrolling = cardScrolling
                updateRaceCard { $0.scroll(by: 0, limits: scrolling) }
            }
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
            if case .help(var help) = overlays.last {
                help.scroll(by: 0, limits: helpScrolling)
                overlays[overlays.count - 1] = .help(help)
            }
            if overlays.last?.raceCard != nil {
                let scrolling = cardScrolling
                updateRaceCard { $0.scroll(by: 0, limits: scrolling) }
            }
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

    /// What `key` does: the screen on top of the stack reads it and acts on it, `q` and Ctrl-C
    /// end the session on any screen, and a screen that opens or closes changes the stack.
    private mutating func press(_ key: WatchKey) -> [WatchEffect] {
        let action: WatchAction? =
            switch overlays.last {
            case nil: BoardScreenState.action(for: key, filter: filter)
            case .meetings: MeetingsScreenState.action(for: key)
            case .raceCard: RaceCardScreenState.action(for: key)
            case .help: HelpScreenState.action(for: key)
            }
        guard let action else { return [] }
        notice = nil
        switch action {
        case .quit: return [.quit(.quit)]
        case .interrupt: return [.quit(.interrupted)]
        default: break
        }
        let outcome: WatchKeyOutcome
        switch overlays.last {
        case nil:
            outcome = board.press(
                action, races: snapshot?.races ?? [], filter: &filter, isRefreshing: &isRefreshing, now: now)
        case .meetings(var meetings):
            prepare(&meetings)
            outcome = meetings.press(action, now: now, clock: clock)
            overlays[overlays.count - 1] = .meetings(meetings)
        case .raceCard:
            // Only a scroll needs the card laid out, and it is laid out in place, memo and all.
            let scrolling = action.isScroll ? cardScrolling : (page: 1, lastOffset: 0)
            outcome = updateRaceCard { $0.press(action, limits: scrolling) } ?? WatchKeyOutcome()
        case .help(var help):
            outcome = help.press(action, limits: helpScrolling)
            overlays[overlays.count - 1] = .help(help)
        }
        switch outcome.transition {
        case .stay: break
        case .push(let overlay): overlays.append(overlay)
        case .pop: overlays.removeLast()
        }
        return outcome.effects
    }

    /// How the open card scrolls at the screen's size, as it stands now.
    private var cardScrolling: ScrollPosition.Limits {
        mutating get {
            guard let details = openDetails(at: now) else { return (page: 1, lastOffset: 0) }
            return helpLayout.cardScrolling(details, size: size, hasBanner: alerts?.banner(at: now) != nil)
        }
    }

    /// How the help scrolls at the screen's size.
    private var helpScrolling: ScrollPosition.Limits {
        helpLayout.helpScrolling(
            size: size, hasBanner: screen.chrome.banner != nil,
            subject: overlays.last?.help?.subject ?? .board)
    }

    /// Applies `change` to the open race card and returns what it gives; nil when none is open.
    @discardableResult
    private mutating func updateRaceCard<Result>(_ change: (inout RaceCardScreenState) -> Result) -> Result? {
        guard let index = overlays.firstIndex(where: { $0.raceCard != nil }),
            var card = overlays[index].raceCard
        else { return nil }
        let result = change(&card)
        overlays[index] = .raceCard(card)
        return result
    }

    /// Makes `meetings` ready for the racing day as fetched, with only the meetings of the
    /// categories and countries shown, at `now`.
    private func prepare(_ meetings: inout MeetingsScreenState) {
        meetings.prepare(
            day: racingDaySnapshot?.value, generation: racingDayGeneration, filter: filter,
            countries: countries,
            now: now, clock: clock)
    }

    /// The racing day's panel at `now`, its rows laid out around the selected one, a screen's
    /// height either side; nil while it is closed.
    private mutating func racingDayPanel(at now: Date) -> RacingDayPanel? {
        guard let index = overlays.firstIndex(where: { $0.meetings != nil }),
            var meetings = overlays[index].meetings
        else { return nil }
        prepare(&meetings)
        overlays[index] = .meetings(meetings)
        return meetings.browser.panel(
            hasFailed: racingDaySnapshot?.failure != nil, now: now, clock: clock,
            width: size.columns - WatchScreenLayout.racingDayGutter, around: size.rows,
            status: RacingDayPanel.status(for: racingDaySnapshot, now: now, clock: clock),
            isStale: racingDaySnapshot?.isStale == true)
    }

    /// The screen at `now`; the selection follows the board it shows.
    private mutating func makeScreen(at now: Date) -> WatchScreen {
        let shownFilter = snapshot?.filter ?? filter
        let state = presenter.screenState(for: snapshot, at: now)
        board.show(state)
        let clockText = clock.hoursMinutesAndSeconds(now)
        return WatchScreen(
            state: state,
            chrome: WatchChrome(
                racesDescription: overlays.contains(where: { $0.meetings != nil })
                    && !overlays.contains(where: { $0.raceCard != nil })
                    ? "meetings"
                    : snapshot?.racesDescription
                        ?? filter.racesDescription(starredOnly: stars.placement == .only),
                clockText: zoneLabel.map { "\(clockText) \($0)" } ?? clockText,
                isRefreshing: isRefreshing || snapshot?.isRefreshing == true,
                banner: alerts?.banner(at: now), notice: notice, origin: snapshot?.origin ?? .live),
            arrangement: WatchArrangement(
                selected: board.selection.selected, collapsedSections: board.collapsedSections.titles,
                details: openDetails(at: now), isShowingHelp: overlays.last?.help != nil,
                helpOffset: overlays.last?.help?.offset ?? 0,
                helpSubject: overlays.last?.help?.subject ?? .board, racingDay: racingDayPanel(at: now)),
            size: size, limit: limit,
            sections: layout == .byCategory ? shownFilter.shownCategories.count : 0)
    }

    /// The open race's details and card at `now`; nil while none is open.
    private mutating func openDetails(at now: Date) -> OpenRaceDetails? {
        let (clock, timeZone, width, stars) = (clock, timeZone, size.columns, stars)
        return updateRaceCard { card in
            card.details(
                at: now, clock: clock, timeZone: timeZone, width: width, isStarred: stars.isStarred(card.race)
            )
        }
    }
}
