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
/// terminal and there is a terminal to read keys from, and as a plain change log otherwise.
struct WatchSession {
    /// Exit statuses for the ways watch mode ends.
    enum ExitStatus {
        static let quit: Int32 = 0
        /// SIGHUP, or the terminal gone (its input at an end or failing, its output failing).
        static let hungUp: Int32 = 129
        static let interrupted: Int32 = 130
        static let terminated: Int32 = 143

        /// The status for ending on `signal`: SIGHUP hangs up, SIGTERM terminates, and any other
        /// (SIGINT) interrupts.
        static func ending(on signal: Int32) -> Int32 {
            switch signal {
            case SIGHUP: hungUp
            case SIGTERM: terminated
            default: interrupted
            }
        }
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
    let store: StarStore
    /// Where the card Enter shows comes from.
    let raceCards: any RaceCardRepository
    /// Where the racing day `m` shows comes from.
    let meetings: any MeetingsRepository

    /// Where the time of day comes from.
    let dates: DateSource
    /// What the race card's refreshes sleep on.
    let clock: any Clock<Duration>

    /// Runs until the person quits or a signal ends it; returns the exit status.
    func run() async -> Int32 {
        let interactor = AppWiring.interactor(repository: repository, dates: dates, countries: countries)
        guard terminal.isTerminal, let fullScreen = FullScreenTerminal() else {
            return await runPlain(interactor: interactor)
        }
        defer { fullScreen.giveBack() }
        let inputs: WatchInputPoller
        do {
            inputs = WatchInputPoller(
                inbox: try WatchInbox(),
                signals: try SignalPipe.watching(
                    [SIGINT, SIGTERM, SIGWINCH, SIGTSTP, SIGCONT] + Self.hangUpSignal),
                keys: KeyReader(descriptor: fullScreen.rawMode.descriptor), output: STDOUT_FILENO,
                ticksEverySecond: true, dates: dates)
        } catch {
            fullScreen.giveBack()
            DiagnosticPrinter.print(.error("\(error)"))
            return 1
        }
        let control = NextRacesControl()
        let cards = RaceCardFollower(repository: raceCards, clock: clock, dates: dates)
        let starSaver = StarSaver(store: store)
        let racingDay = RacingDayFollower(
            repository: meetings, timeZone: zone.timeZone, clock: clock, dates: dates)
        let loop = FullScreenWatchLoop(
            inputs: inputs,
            model: WatchViewModel(
                settings: .init(
                    filter: filter, stars: stars, layout: layout, limit: limit, timeZone: zone.timeZone,
                    zoneLabel: zone.label, alertRule: alertRule, usesColor: terminal.usesColor,
                    countries: countries),
                size: ScreenSize.of(STDOUT_FILENO) ?? ScreenSize(columns: 80, rows: 24), now: dates.now()),
            painter: WatchScreenPainter(
                layout: WatchScreenLayout(
                    usesColor: terminal.usesColor, startHeader: zone.columnTitle)),
            dates: dates, control: control, cards: cards, racingDay: racingDay, starSaver: starSaver,
            notifier: .onPath(),
            fullScreen: fullScreen)
        let inbox = inputs.inbox
        let snapshots = interactor.snapshots(
            for: filter, stars: stars, layout: layout, limit: limit, control: control)
        return await Self.run(
            feeds: [
                { for await snapshot in snapshots { inbox.post(.event(.snapshot(snapshot))) } },
                { await cards.run { inbox.post(.event(.raceCard($0))) } },
                { await racingDay.run { inbox.post(.event(.racingDay($0))) } },
                { await starSaver.run(post: inbox.post) },
            ]
        ) {
            var loop = loop
            return loop.run()
        }
    }

    /// Appends a block to stdout for each new board. When stdin is the terminal the program was
    /// started on in the foreground, `q` then Enter quits, and so does the end of its input
    /// (Ctrl-D); other input is not read, so a log fed from `/dev/null` or a pipe, or started
    /// with `&`, runs until a signal ends it or its reader goes (`| head -1`), which ends it
    /// quietly at once. It wakes each second only when races alert.
    private func runPlain(interactor: some NextRacesInteractor) async -> Int32 {
        // A program started in the background (`&`) that read the terminal would be stopped.
        let readsLines = isatty(STDIN_FILENO) == 1 && tcgetpgrp(STDIN_FILENO) == getpgrp()
        let inputs: WatchInputPoller
        do {
            inputs = WatchInputPoller(
                inbox: try WatchInbox(),
                signals: try SignalPipe.watching([SIGINT, SIGTERM] + Self.hangUpSignal),
                keys: readsLines ? KeyReader(descriptor: STDIN_FILENO) : nil, output: STDOUT_FILENO,
                ticksEverySecond: alertRule != nil,
                dates: dates)
        } catch {
            DiagnosticPrinter.print(.error("\(error)"))
            return 1
        }
        let loop = PlainWatchLoop(
            inputs: inputs, log: PlainChangeLog(startHeader: zone.columnTitle),
            alertLog: alertRule.map {
                PlainAlertLog(alerts: JumpAlerts(rule: $0), notifier: .onPath(), zone: zone, dates: dates)
            },
            zone: zone, dates: dates)
        let inbox = inputs.inbox
        let snapshots = interactor.snapshots(for: filter, stars: stars, layout: layout, limit: limit)
        return await Self.run(
            feeds: [{ for await snapshot in snapshots { inbox.post(.event(.snapshot(snapshot))) } }]
        ) {
            var loop = loop
            return loop.run()
        }
    }

    /// Runs `loop` on a thread of its own while each of `feeds` runs as a task that posts to the
    /// loop's inbox; returns the loop's exit status once it ends, and stops the feeds then (a
    /// feed must end promptly once cancelled: the session waits for it).
    static func run(
        feeds: [@Sendable () async -> Void], loop: @escaping @Sendable () -> Int32
    ) async -> Int32 {
        await withTaskGroup(of: Void.self) { group in
            for feed in feeds {
                group.addTask(operation: feed)
            }
            defer { group.cancelAll() }
            return await DedicatedThread.run(named: "nexttogo-watch", loop)
        }
    }

    /// SIGHUP, to watch for, unless the program was started with it ignored (`nohup`): then
    /// closing the terminal ends watch mode through its input instead.
    private static var hangUpSignal: [Int32] {
        SignalAction.current(of: SIGHUP)?.isIgnored == true ? [] : [SIGHUP]
    }
}
