import DomainLayer
import Foundation

/// The watch screen's state and rules: it takes events (a board, a race card, a key, a tick,
/// a resize, what an effect did) with the time they happen, and gives the screen to draw and the
/// effects to run.
///
/// Its screens make a stack (`WatchStack`): the board (`BoardScreen`) at the bottom, and over it
/// the racing day (`RacingDayScreen`), a race's card (`RaceCardScreen`) and the help
/// (`HelpScreen`), each a `StackedScreen` with its own state, actions, key table, reducer and
/// body. This parent keeps what they share in one read-only `WatchContext` (the moment, the size,
/// the board's races, the filter, the stars, the racing day as fetched), hands each event to the
/// screens and a key to the one on top, and adds what is the session's: the jump alerts and the
/// notice on the status line.
///
/// It does no I/O of its own, so every rule of the live board is tested in-process with the
/// time set by the test.
public struct WatchViewModel: Sendable {
    /// The screen as it is now, to draw.
    public private(set) var screen: WatchScreen

    /// What every screen reads.
    private var context: WatchContext
    /// The screens, the board at the bottom.
    private var stack = WatchStack()
    /// Decides which races alert, and what the banner names; nil when nothing alerts.
    private var alerts: JumpAlerts?
    /// What the last key or star did, on the status line.
    private var notice = StatusNotice()

    /// A screen for `settings`, `size` big, showing `Loading races…` at `now`.
    public init(settings: Settings, size: ScreenSize, now: Date) {
        context = WatchContext(settings: settings, size: size, now: now)
        alerts = settings.alertRule.map(JumpAlerts.init(rule:))
        screen = WatchScreen(
            state: .loading, chrome: WatchChrome(racesDescription: "", clockText: "", isRefreshing: false),
            size: size, limit: settings.limit)
        screen = makeScreen()
    }

    /// Acts on `event`, which happened at `now`: updates `screen` and returns the effects to
    /// run, in order. The races that alert now ring the bell once and make one notification
    /// naming them, however many they are.
    public mutating func handle(_ event: WatchEvent, at now: Date) -> [WatchEffect] {
        notice.beginEvent()
        context.now = now
        context.hasBanner = alerts?.banner(at: now) != nil
        var effects = apply(event)
        if effects.contains(where: { if case .quit = $0 { true } else { false } }) { return effects }
        notice.expire(at: now)
        let alerting = alerts?.update(board: context.races, at: now) ?? []
        screen = makeScreen()
        if let notification = JumpAlertText.notification(for: alerting, at: now, clock: context.clock) {
            effects += [.ringBell, .notify(notification)]
        }
        return effects
    }

    /// How long a notice such as `Starred Flemington.` stays on the status line before the
    /// screen's own status (`updated 14:03`) comes back.
    public static let noticeLifetime = StatusNotice.lifetime

    /// The board's keys in words, such as `h g t filter, a all, …, q quit`, made from the board's
    /// key table for `--watch`'s help, so that it names every key the board takes.
    public static let boardKeys = BoardScreen.keyBindings.summary

    /// Takes what `event` brings into the context, then hands it to the screens (a key to the one
    /// on top); returns the effects it asks for.
    private mutating func apply(_ event: WatchEvent) -> [WatchEffect] {
        var effects: [WatchEffect] = []
        switch event {
        case .snapshot(let snapshot):
            context.board = snapshot
        case .racingDay(let snapshot):
            context.racingDay.receive(snapshot)
        case .followedRaces(let followed):
            context.followed = followed
        case .key(let key):
            return press(key)
        case .resize(let size):
            context.size = size
            effects = [.redrawAll]
        case .starSaved(let message, let meetings):
            notice.show(WatchNotice(text: message))
            context.stars.meetings = meetings
            // Marks the rows in hand at once; the interactor's next board, a moment later,
            // places them too.
            context.board?.stars.meetings = meetings
            alerts?.followStarredMeetings(meetings)
            effects = [.board(.setStarredMeetings(meetings))]
        case .starFailed(let message):
            notice.show(WatchNotice(text: message, isProblem: true))
        case .alertDelivery(let delivery):
            notice.show(AlertsMessages.notice(for: delivery))
        case .raceCard, .tick:
            break
        }
        stack.receive(event, in: context)
        return effects
    }

    /// What `key` does on the screen on top; a key that means something there takes down the
    /// notice, and a new filter it asks the interactor for is the one the screens see from now.
    private mutating func press(_ key: WatchKey) -> [WatchEffect] {
        guard let outcome = stack.press(key, in: context) else { return [] }
        notice.clear()
        for case .board(.setFilter(let filter)) in outcome.effects {
            context.filter = filter
        }
        return outcome.effects
    }

    /// The screen at the context's moment: the board, each screen over it, and around them the
    /// header, the banner and the status line.
    private mutating func makeScreen() -> WatchScreen {
        let bodies = stack.bodies(in: context)
        let clockText = context.clock.hoursMinutesAndSeconds(context.now)
        return WatchScreen(
            state: bodies.board.state,
            chrome: WatchChrome(
                racesDescription: stack.title(in: context),
                clockText: context.settings.zoneLabel.map { "\(clockText) \($0)" } ?? clockText,
                isRefreshing: bodies.board.isRefreshing, banner: alerts?.banner(at: context.now),
                notice: notice.shown, origin: context.board?.origin ?? .live),
            arrangement: bodies.board.arrangement, size: context.size, limit: context.settings.limit,
            sections: bodies.board.sections, overlays: bodies.overlays)
    }
}
