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
        let signals = SignalEvents([SIGINT, SIGTERM, SIGWINCH])
        let alerts = alertRule.map(JumpAlerts.init(rule:))
        guard terminal.isTerminal else {
            return await runPlain(
                viewModel: viewModel, signals: signals,
                alertLog: alerts.map { PlainAlertLog(alerts: $0, notifier: .onPath(), zone: zone) })
        }
        let screen = WatchScreen(
            filter: filter, stars: stars, layout: layout, limit: limit, zone: zone, viewModel: viewModel,
            renderer: WatchScreenRenderer(
                usesColor: terminal.usesColor, isDemo: isDemo, startHeader: zone.columnTitle), alerts: alerts,
            notifier: .onPath(), starToggle: MeetingStarToggle(file: configFile))
        let rawMode = RawTerminalMode()
        StandardStreams.write(
            ANSIScreen.enterAlternateScreen + ANSIScreen.hideCursor, to: .standardOutput)
        defer {
            StandardStreams.write(
                ANSIStyle.reset + ANSIScreen.showCursor + ANSIScreen.leaveAlternateScreen,
                to: .standardOutput)
            rawMode?.restore()
        }
        let control = NextRacesControl()
        let keys = rawMode.map { _ in KeyInput() }
        return await withTaskGroup(of: Int32?.self) { group in
            group.addTask {
                for await snapshot in viewModel.snapshots(
                    for: filter, stars: stars, layout: layout, limit: limit, control: control)
                {
                    await screen.receive(snapshot)
                }
                return nil
            }
            group.addTask {
                while await Self.sleepUntilNextSecond() {
                    await screen.redraw()
                }
                return nil
            }
            if let keys {
                group.addTask {
                    for await key in keys.keys {
                        if let status = await screen.handle(key, control: control) { return status }
                    }
                    return nil
                }
            }
            group.addTask {
                for await signal in signals.signals {
                    switch signal {
                    case SIGWINCH: await screen.resize()
                    case SIGTERM: return ExitStatus.terminated
                    default: return ExitStatus.interrupted
                    }
                }
                return nil
            }
            return await Self.firstExitStatus(of: &group)
        }
    }

    private func runPlain(
        viewModel: LiveNextRacesViewModel, signals: SignalEvents, alertLog: PlainAlertLog?
    )
        async -> Int32
    {
        let clock = ClockTimeFormatter(timeZone: zone.timeZone)
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
            group.addTask {
                for await signal in signals.signals where signal != SIGWINCH {
                    return signal == SIGTERM ? ExitStatus.terminated : ExitStatus.interrupted
                }
                return nil
            }
            return await Self.firstExitStatus(of: &group)
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
