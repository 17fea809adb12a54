import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nexttogo --watch`: a live board that ticks every second, on a full screen when stdout is a
/// terminal and as a plain change log otherwise.
struct WatchSession {
    /// Exit statuses for the ways watch mode ends.
    enum ExitStatus {
        static let quit: Int32 = 0
        /// SIGHUP, or the terminal gone (its input at an end or failing, its output failing).
        static let hungUp: Int32 = 129
        static let interrupted: Int32 = 130
        static let terminated: Int32 = 143
    }

    let filter: CategoryFilter
    /// The countries the races come from.
    let countries: CountryFilter
    let stars: StarPreferences
    let layout: BoardLayout
    let limit: Int
    let zone: StartTimeZone
    let repository: any RacesRepository
    let terminal: TerminalCapabilities
    /// Decides which races alert; nil when nothing alerts.
    let alertRule: JumpAlertRule?
    /// Where `s` saves the stars.
    let configFile: ConfigFile
    /// True when the races are the demo's recorded ones, which the header or the log says.
    let isDemo: Bool
    /// Where the card Enter shows comes from.
    let raceCards: RaceCardSource

    /// Where the time of day comes from.
    let dates: DateSource
    /// What the once-a-second tick sleeps on.
    let clock: any Clock<Duration>

    /// Runs until the person quits or a signal ends it; returns the exit status.
    func run() async -> Int32 {
        let viewModel = AppWiring.viewModel(repository: repository, zone: zone, countries: countries)
        guard terminal.isTerminal else {
            return await runPlain(
                viewModel: viewModel,
                alertLog: alertRule.map {
                    PlainAlertLog(alerts: JumpAlerts(rule: $0), notifier: .onPath(), zone: zone, dates: dates)
                })
        }
        let signals = SignalEvents([SIGINT, SIGTERM, SIGWINCH, SIGTSTP, SIGCONT] + Self.hangUpSignal)
        let fullScreen = FullScreenTerminal()
        defer { fullScreen.giveBack() }
        let control = NextRacesControl()
        let cards = RaceCardFeed(repository: raceCards.repository, clock: clock, dates: dates)
        let keys = fullScreen.rawMode.map { _ in KeyInput() }
        let ticker = SecondTicker(dates: dates, clock: clock)
        let (inputs, feed) = AsyncStream<WatchInput>.makeStream()
        var loop = FullScreenWatchLoop(
            model: WatchViewModel(
                settings: .init(
                    filter: filter, stars: stars, layout: layout, limit: limit, timeZone: zone.timeZone,
                    zoneLabel: zone.label, alertRule: alertRule, recordedCardRaces: raceCards.racesWithCards),
                size: TerminalSize.of(STDOUT_FILENO) ?? TerminalSize(columns: 80, rows: 24), now: dates.now()),
            painter: WatchScreenPainter(
                renderer: WatchScreenRenderer(
                    usesColor: terminal.usesColor, isDemo: isDemo, startHeader: zone.columnTitle)),
            dates: dates, control: control, cards: cards, starToggle: MeetingStarToggle(file: configFile),
            notifier: .onPath(),
            fullScreen: fullScreen)
        // The five sources feed one stream, which one loop reads.
        return await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await snapshot in viewModel.snapshots(
                    for: filter, stars: stars, layout: layout, limit: limit, control: control)
                {
                    feed.yield(.event(.snapshot(snapshot)))
                }
            }
            group.addTask {
                while await ticker.sleepUntilNextSecond() {
                    feed.yield(.event(.tick))
                }
            }
            group.addTask {
                await cards.run { feed.yield($0) }
            }
            if let keys {
                group.addTask {
                    for await key in keys.keys {
                        feed.yield(.event(.key(key)))
                    }
                    if !Task.isCancelled { feed.yield(.inputEnded) }
                }
            }
            group.addTask {
                for await signal in signals.signals {
                    feed.yield(.signal(signal))
                }
            }
            defer {
                group.cancelAll()
                feed.finish()
            }
            return await loop.run(inputs)
        }
    }

    /// Appends a block to stdout for each new board. When stdin is the terminal the program was
    /// started on in the foreground, `q` then Enter quits, and so does the end of its input
    /// (Ctrl-D); other input is not read, so a log fed from `/dev/null` or a pipe, or started
    /// with `&`, runs until a signal ends it.
    private func runPlain(viewModel: LiveNextRacesViewModel, alertLog: PlainAlertLog?) async -> Int32 {
        let signals = SignalEvents([SIGINT, SIGTERM, SIGWINCH] + Self.hangUpSignal)
        let formatter = ClockTimeFormatter(timeZone: zone.timeZone)
        // A program started in the background (`&`) that read the terminal would be stopped.
        let readsLines = isatty(STDIN_FILENO) == 1 && tcgetpgrp(STDIN_FILENO) == getpgrp()
        let lines = readsLines ? KeyInput() : nil
        let ticker = SecondTicker(dates: dates, clock: clock)
        return await withTaskGroup(of: Int32?.self) { group in
            group.addTask {
                var log = PlainChangeLog(isDemo: isDemo, zone: zone)
                for await snapshot in viewModel.snapshots(
                    for: filter, stars: stars, layout: layout, limit: limit)
                {
                    let now = dates.now()
                    let state = viewModel.screenState(for: snapshot, at: now)
                    if let entry = log.entry(
                        for: snapshot, state: state,
                        clockText: zone.labelling(formatter.hoursMinutesAndSeconds(now)))
                    {
                        StandardStreams.write(entry, to: .standardOutput)
                    }
                    await alertLog?.receive(snapshot.races)
                }
                return nil
            }
            if let alertLog {
                group.addTask {
                    while await ticker.sleepUntilNextSecond() {
                        await alertLog.check()
                    }
                    return nil
                }
            }
            if let lines {
                group.addTask {
                    var input = PlainLogInput()
                    for await key in lines.keys where input.quits(after: key) {
                        return ExitStatus.quit
                    }
                    return ExitStatus.quit
                }
            }
            group.addTask {
                for await signal in signals.signals where signal != SIGWINCH {
                    switch signal {
                    case SIGHUP: return ExitStatus.hungUp
                    case SIGTERM: return ExitStatus.terminated
                    default: return ExitStatus.interrupted
                    }
                }
                return nil
            }
            return await Self.firstExitStatus(of: &group)
        }
    }

    /// SIGHUP, to watch for, unless the program was started with it ignored (`nohup`): then
    /// closing the terminal ends watch mode through its input instead.
    private static var hangUpSignal: [Int32] {
        SignalAction.current(of: SIGHUP)?.isIgnored == true ? [] : [SIGHUP]
    }

    /// Waits for the first task of `group` to end the session, then stops the others.
    private static func firstExitStatus(of group: inout TaskGroup<Int32?>) async -> Int32 {
        defer { group.cancelAll() }
        while let result = await group.next() {
            if let status = result { return status }
        }
        return ExitStatus.interrupted
    }
}
