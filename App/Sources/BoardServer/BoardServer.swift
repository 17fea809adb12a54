import AsyncHTTPClient
import DomainLayer
import Hummingbird
import Logging
import PresentationLayer
import ServiceLifecycle

/// `nexttogo serve`'s web server: one board poller into one `BoardHub`, and every screen's
/// pages and streams read from it; the racing day's poller and one per open race card while
/// screens ask for them; until the caller's stop (SIGINT or SIGTERM in `serve`) closes every
/// stream and the server.
public struct BoardServer<Snapshots: AsyncSequence<NextRacesSnapshot, Never> & Sendable>: Sendable {
    /// Where to listen, the zone and clocks, the limits and the log.
    let arguments: ServeArguments
    /// The board poller's snapshots.
    let snapshots: Snapshots
    /// How the racing day and race cards are followed.
    let racing: RacingFeeds

    /// A server run with `arguments`, showing the board of `snapshots` and the racing day and race
    /// cards of `racing`.
    public init(_ arguments: ServeArguments, snapshots: Snapshots, racing: RacingFeeds) {
        self.arguments = arguments
        self.snapshots = snapshots
        self.racing = racing
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
        let feeds = ServeFeeds(
            racing: racing, limits: arguments.limits, publishedTo: arguments.publishURL?.absoluteString)
        let app = buildApplication(arguments, feeds: feeds, onListening: onListening)
        let board = BoardFeedService(
            snapshots: snapshots, hub: feeds.hub, keepAlive: arguments.limits.keepAlive,
            clock: arguments.clock, log: arguments.log)
        let sweeper = FeedSweepService(feeds: feeds, period: .seconds(10))
        let streams = EventStreamService(
            hub: feeds.hub, streams: feeds.streams,
            rendered: RenderedBoard(page: BoardPage(timeZone: arguments.timeZone)), now: arguments.now)
        var services: [any Service] = [app, board, streams]
        // The publisher's own client, so that a post to a channel never waits behind the racing
        // API's requests; shut down once the services have stopped.
        var client: HTTPClient?
        if let url = arguments.publishURL, let status = feeds.publishing {
            let http = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup)
            client = http
            services.append(
                BoardPublishService(
                    hub: feeds.hub, rendered: RenderedBoard(page: BoardPage(timeZone: arguments.timeZone)),
                    channel: NchanChannel(url: url, client: http), status: status, clock: arguments.clock,
                    now: arguments.now, log: arguments.log))
        }
        let group = ServiceGroup(
            configuration: Self.shutdownOrder(services: services + [sweeper], logger: app.logger))
        do {
            try await withThrowingTaskGroup(of: Void.self) { tasks in
                tasks.addTask {
                    await stop()
                    await group.triggerGracefulShutdown()
                }
                try await group.run()
                tasks.cancelAll()
            }
        } catch {
            try? await client?.shutdown()
            throw error
        }
        try? await client?.shutdown()
    }

    /// The services shut down last to first: the sweeper stops the racing day's and cards'
    /// pollers, the publisher (when there is one) stops, the feed ends every stream, then the
    /// server closes. A client that stopped reading
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
