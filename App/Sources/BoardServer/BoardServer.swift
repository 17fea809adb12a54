import DomainLayer
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import PresentationLayer
import ServiceLifecycle

/// `nexttogo serve`'s web server: one board poller into one `BoardHub`, and every screen's
/// pages and streams read from it; the racing day's poller and one per open race card while
/// screens ask for them; until the caller's stop (SIGINT or SIGTERM in `serve`) closes every
/// stream and the server.
public struct BoardServer<Snapshots: AsyncSequence<NextRacesSnapshot, Never> & Sendable>: Sendable {
    /// The interface listened on, such as `127.0.0.1`, or `0.0.0.0` for every one.
    let host: String
    /// The port listened on; 0 asks the system for a free one.
    let port: Int
    let limits: ServerLimits
    let snapshots: Snapshots
    let racing: RacingFeeds
    let timeZone: TimeZone
    let now: @Sendable () -> Date
    let clock: any Clock<Duration>
    let log: @Sendable (String) -> Void

    /// A server on `host` and `port` showing the board of `snapshots` and the racing day and race
    /// cards of `racing`, start times in `timeZone`, countdowns from `now`, holding to `limits`
    /// with the keep-alive timed on `clock`, writing its few log lines with `log`.
    public init(
        host: String, port: Int, snapshots: Snapshots, racing: RacingFeeds, timeZone: TimeZone,
        now: @escaping @Sendable () -> Date, limits: ServerLimits = .standard,
        clock: any Clock<Duration> = ContinuousClock(), log: @escaping @Sendable (String) -> Void
    ) {
        self.host = host
        self.port = port
        self.limits = limits
        self.snapshots = snapshots
        self.racing = racing
        self.timeZone = timeZone
        self.now = now
        self.clock = clock
        self.log = log
    }

    /// Serves until `stop` returns, then shuts down gracefully, or until the task is cancelled;
    /// `onListening` is called with the port once the server listens.
    /// - Parameters:
    ///   - stop: Returns when the server should stop, such as on SIGTERM; by default, never. It
    ///     may return before the server listens: the server then stops as soon as it has started.
    ///   - onListening: Called with the port once the server listens.
    /// - Throws: When the address cannot be bound, such as a port already in use.
    public func run(
        stoppingWhen stop: @escaping @Sendable () async -> Void = { await Self.neverStopping() },
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        // A socket a screen: the shell's usual 1,024 open files would hold fewer than the limit.
        let cap = ConnectionCap(
            wanted: limits.maximumConnections,
            openFiles: OpenFileLimit.raise(
                toAtLeast: ConnectionCap.openFilesNeeded(for: limits.maximumConnections)))
        if let warning = cap.warning { log(warning) }
        let hub = BoardHub()
        var logger = Logger(label: "nexttogo.serve")
        logger.logLevel = .critical
        // The day stays followed past its five-minute poll while a screen asks now and then.
        let day = OnDemandFeeds<RacingDayRoutes.Today, RacingDaySnapshot, ContinuousClock>(
            clock: ContinuousClock(), linger: .seconds(360), capacity: 1
        ) { [racing] _, receive in await racing.followDay(receive) }
        let cards = OnDemandFeeds<String, RaceCardSnapshot, ContinuousClock>(
            clock: ContinuousClock(), capacity: limits.cards, perScreen: limits.cardsPerScreen,
            isFinished: { if case .unknownRace = $0.failure { true } else { false } },
            follow: racing.followCard)
        let routes = BoardRoutes(
            hub: hub, timeZone: timeZone, now: now,
            racingDay: RacingDayRoutes(
                day: day, cards: cards,
                isOnBoard: { id in hub.current.snapshot?.races.contains { $0.id == id } ?? false },
                isStarred: { meeting in hub.current.snapshot?.stars.meetings.contains(meeting) ?? false },
                timeZone: timeZone, now: now, run: hub.run),
            rendered: RenderedBoard(page: BoardPage(timeZone: timeZone)))
        let waiting = WaitingConnections()
        let app = Application(
            router: routes.router(),
            server: httpServer(waiting: waiting),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: nil,
                availableConnectionsDelegate: ConnectionLimit(maximum: cap.connections, waiting: waiting)),
            onServerRunning: { channel in
                await pauseAcceptingWhenOutOfFiles(channel)
                await onListening(channel.localAddress?.port ?? 0)
            },
            logger: logger)
        let feed = BoardFeedService(
            snapshots: snapshots, hub: hub, keepAlive: limits.keepAlive, clock: clock, log: log)
        let sweeper = FeedSweepService(
            period: .seconds(10),
            sweep: {
                day.sweep()
                cards.sweep()
            },
            stopAll: {
                day.stopAll()
                cards.stopAll()
            })
        let group = ServiceGroup(
            configuration: Self.shutdownOrder(services: [app, feed, sweeper], logger: logger))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                await stop()
                await group.triggerGracefulShutdown()
            }
            try await group.run()
            tasks.cancelAll()
        }
    }

    /// The services shut down last to first: the sweeper stops the racing day's and cards'
    /// pollers, the feed ends every stream, then the server closes. A client that stopped reading
    /// cannot hold it: after a second of graceful shutdown the rest is cancelled. Cancelling has
    /// no deadline: ServiceLifecycle ends the program with `fatalError` when one is overrun, as a
    /// busy machine can make it, and a crash is no way to stop. Signals are the caller's (`stop`),
    /// so ServiceLifecycle traps none.
    static func shutdownOrder(services: [any Service], logger: Logger) -> ServiceGroupConfiguration {
        var configuration = ServiceGroupConfiguration(
            services: services.map { .init(service: $0) }, gracefulShutdownSignals: [], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(1)
        configuration.maximumCancellationDuration = nil
        return configuration
    }

    /// Waits until the task is cancelled: a server that no signal stops.
    public static func neverStopping() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(3_600))
        }
    }
}
