import DomainLayer
import Foundation
import PresentationLayer

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

    /// Runs until the person quits or a signal ends it; returns the exit status.
    func run() async -> Int32 {
        let viewModel = AppWiring.viewModel(repository: repository, zone: zone, countries: countries)
        let alerts = alertRule.map(JumpAlerts.init(rule:))
        guard terminal.isTerminal else {
            return await runPlain(
                viewModel: viewModel,
                alertLog: alerts.map { PlainAlertLog(alerts: $0, notifier: .onPath(), zone: zone) })
        }
        let screen = WatchScreen(
            filter: filter, stars: stars, layout: layout, limit: limit, zone: zone, viewModel: viewModel,
            renderer: WatchScreenRenderer(
                usesColor: terminal.usesColor, isDemo: isDemo, startHeader: zone.columnTitle), alerts: alerts,
            notifier: .onPath(), starToggle: MeetingStarToggle(file: configFile))
        let signals = SignalEvents([SIGINT, SIGTERM, SIGWINCH, SIGTSTP, SIGCONT] + Self.hangUpSignal)
        let fullScreen = FullScreenTerminal()
        defer { fullScreen.giveBack() }
        let control = NextRacesControl()
        let keys = fullScreen.rawMode.map { _ in KeyInput() }
        return await withTaskGroup(of: Int32?.self) { group in
            group.addTask {
                await Self.untilTerminalGone { () async throws(OutputWriteError) in
                    for await snapshot in viewModel.snapshots(
                        for: filter, stars: stars, layout: layout, limit: limit, control: control)
                    {
                        try await screen.receive(snapshot)
                    }
                    return nil
                }
            }
            group.addTask {
                await Self.untilTerminalGone { () async throws(OutputWriteError) in
                    while await Self.sleepUntilNextSecond() {
                        try await screen.redraw()
                    }
                    return nil
                }
            }
            if let keys {
                group.addTask {
                    await Self.untilTerminalGone { () async throws(OutputWriteError) in
                        for await key in keys.keys {
                            if let status = try await screen.handle(key, control: control) { return status }
                        }
                        // A raw terminal's input ends only when the terminal has gone.
                        return ExitStatus.hungUp
                    }
                }
            }
            group.addTask {
                await Self.untilTerminalGone { () async throws(OutputWriteError) in
                    for await signal in signals.signals {
                        switch signal {
                        case SIGWINCH: try await screen.resize()
                        case SIGTSTP: try await screen.suspend(fullScreen)
                        case SIGCONT: try await screen.takeBack(fullScreen)
                        case SIGHUP: return ExitStatus.hungUp
                        case SIGTERM: return ExitStatus.terminated
                        default: return ExitStatus.interrupted
                        }
                    }
                    return nil
                }
            }
            return await Self.firstExitStatus(of: &group)
        }
    }

    /// Appends a block to stdout for each new board. When stdin is the terminal the program was
    /// started on in the foreground, `q` then Enter quits, and so does the end of its input
    /// (Ctrl-D); other input is not read, so a log fed from `/dev/null` or a pipe, or started
    /// with `&`, runs until a signal ends it.
    private func runPlain(viewModel: LiveNextRacesViewModel, alertLog: PlainAlertLog?) async -> Int32 {
        let signals = SignalEvents([SIGINT, SIGTERM, SIGWINCH] + Self.hangUpSignal)
        let clock = ClockTimeFormatter(timeZone: zone.timeZone)
        // A program started in the background (`&`) that read the terminal would be stopped.
        let readsLines = isatty(STDIN_FILENO) == 1 && tcgetpgrp(STDIN_FILENO) == getpgrp()
        let lines = readsLines ? KeyInput() : nil
        return await withTaskGroup(of: Int32?.self) { group in
            group.addTask {
                var log = PlainChangeLog(isDemo: isDemo)
                for await snapshot in viewModel.snapshots(
                    for: filter, stars: stars, layout: layout, limit: limit)
                {
                    let now = Date()
                    let state = viewModel.screenState(for: snapshot, at: now)
                    if let entry = log.entry(
                        for: snapshot, state: state,
                        clockText: zone.labelling(clock.hoursMinutesAndSeconds(now)))
                    {
                        StandardStreams.write(entry, to: .standardOutput)
                    }
                    await alertLog?.receive(snapshot.races)
                }
                return nil
            }
            if let alertLog {
                group.addTask {
                    while await Self.sleepUntilNextSecond() {
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

    /// Runs `body`, a task of the session; the terminal failing to take a frame ends the session
    /// as a hang-up, since that is what a terminal that fails does.
    private static func untilTerminalGone(
        _ body: () async throws(OutputWriteError) -> Int32?
    ) async -> Int32? {
        do {
            return try await body()
        } catch {
            return ExitStatus.hungUp
        }
    }

    /// Waits for the first task of `group` to end the session, then stops the others.
    private static func firstExitStatus(of group: inout TaskGroup<Int32?>) async -> Int32 {
        defer { group.cancelAll() }
        while let result = await group.next() {
            if let status = result { return status }
        }
        return ExitStatus.interrupted
    }

    /// Sleeps until just after the next whole second of the wall clock, so countdowns change in
    /// step with it; false when cancelled.
    private static func sleepUntilNextSecond() async -> Bool {
        let now = Date().timeIntervalSince1970
        let untilNext = (now.rounded(.down) + 1 - now) + 0.005
        return (try? await Task.sleep(for: .seconds(untilNext))) != nil
    }
}
