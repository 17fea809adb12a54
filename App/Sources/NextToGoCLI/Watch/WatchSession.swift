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
struct WatchSession<C: Clock<Duration>> {
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
    /// The runners, jockeys and trainers followed, whose races are marked (`--demo` adds its own).
    let blackbook: Blackbook
    /// The follower of the blackbook, whose races are marked, and with channels, the alerts
    /// sent to them beside the screen (the blackbook's, and the prices' of followed runners and
    /// starred meetings).
    let alerts: AlertsService<C>

    /// Where the time of day comes from.
    let dates: DateSource
    /// Where errors are said, the clock polls sleep on, and the variables notifications read.
    let environment: CommandEnvironment<C>

    /// Runs until the person quits or a signal ends it; returns the exit status.
    func run() async -> Int32 {
        let interactor = PollingNextRacesInteractor(
            repository: repository, clock: environment.clock, dates: dates, countries: countries)
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
            environment.report(.error("\(error)"))
            return 1
        }
        let control = NextRacesControl()
        let cards = RaceCardFollower(repository: raceCards, clock: environment.clock, dates: dates)
        let starSaver = StarSaver(store: store)
        let racingDay = RacingDayFollower(
            repository: meetings, timeZone: zone.timeZone, clock: environment.clock, dates: dates)
        let loop = FullScreenWatchLoop(
            inputs: inputs,
            model: WatchViewModel(
                settings: .init(
                    filter: filter, stars: stars, layout: layout, limit: limit, timeZone: zone.timeZone,
                    zoneLabel: zone.label, alertRule: alertRule, usesColor: terminal.usesColor,
                    countries: countries, blackbook: blackbook),
                size: ScreenSize.of(STDOUT_FILENO) ?? ScreenSize(columns: 80, rows: 24), now: dates.now()),
            painter: WatchScreenPainter(
                layout: WatchScreenLayout(
                    usesColor: terminal.usesColor, startHeader: zone.columnTitle)),
            dates: dates, control: control, cards: cards, racingDay: racingDay, starSaver: starSaver,
            notifier: .onPath(environment: environment.variables),
            fullScreen: fullScreen)
        let inbox = inputs.inbox
        let snapshots = interactor.snapshots(
            for: filter, stars: stars, layout: layout, limit: limit, control: control)
        return await WatchTasks.run(
            feeds: [
                { for await snapshot in snapshots { inbox.post(.event(.snapshot(snapshot))) } },
                { await cards.run { inbox.post(.event(.raceCard($0))) } },
                { await racingDay.run { inbox.post(.event(.racingDay($0))) } },
                { await starSaver.run(post: inbox.post) },
                // Delivery's news shows on the status line for a while: a failure once, as said.
                {
                    await alerts.run(report: { inbox.post(.event(.alertDelivery($0))) }) { reading in
                        inbox.post(.event(.followedRaces(reading.followed)))
                    }
                },
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
            environment.report(.error("\(error)"))
            return 1
        }
        let loop = PlainWatchLoop(
            inputs: inputs, log: PlainChangeLog(startHeader: zone.columnTitle),
            alertLog: alertRule.map {
                PlainAlertLog(
                    alerts: JumpAlerts(rule: $0), notifier: .onPath(environment: environment.variables),
                    zone: zone, dates: dates)
            },
            zone: zone, dates: dates)
        let inbox = inputs.inbox
        let snapshots = interactor.snapshots(for: filter, stars: stars, layout: layout, limit: limit)
        var feeds: [@Sendable () async -> Void] = [
            { for await snapshot in snapshots { inbox.post(.event(.snapshot(snapshot))) } }
        ]
        // With channels, the log alerts too, and says on stderr what delivery did, a failure once.
        if alerts.delivery != nil {
            feeds.append { [alerts, environment] in
                await alerts.run { environment.report(AlertsMessages.diagnostic(for: $0)) }
            }
        }
        return await WatchTasks.run(feeds: feeds) {
            var loop = loop
            return loop.run()
        }
    }

    /// SIGHUP, to watch for, unless the program was started with it ignored (`nohup`): then
    /// closing the terminal ends watch mode through its input instead.
    private static var hangUpSignal: [Int32] {
        SignalAction.current(of: SIGHUP)?.isIgnored == true ? [] : [SIGHUP]
    }
}
