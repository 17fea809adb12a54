import Hummingbird
import Logging
import PresentationLayer

/// The application `nexttogo serve` runs, built as Hummingbird's examples build theirs: the
/// router of every route (`buildRouter`) over `feeds`, each screen's connection held to the
/// limits of `arguments` (`HTTPServerBuilder.board`), at most as many connections as the open
/// files allow, and accepting paused while they run out. The board's and racing day's services
/// are the caller's, which shuts them down in their order (`BoardServer`).
/// - Parameters:
///   - arguments: Where to listen, the zone and clocks, the limits and the log.
///   - feeds: The board, racing day and race cards every route reads.
///   - onListening: Called with the port once the server listens.
func buildApplication(
    _ arguments: ServeArguments, feeds: ServeFeeds,
    onListening: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
    let limits = arguments.limits
    // A socket a screen: the shell's usual 1,024 open files would hold fewer than the limit.
    let cap = ConnectionCap(
        wanted: limits.maximumConnections,
        openFiles: OpenFileLimit.raise(
            toAtLeast: ConnectionCap.openFilesNeeded(for: limits.maximumConnections)))
    if let warning = cap.warning { arguments.log(warning) }
    var logger = Logger(label: "nexttogo.serve")
    logger.logLevel = .critical
    let waiting = WaitingConnections()
    let rendered = RenderedBoard(page: BoardPage(timeZone: arguments.timeZone))
    let (hub, now) = (feeds.hub, arguments.now)
    let streams = EventStreamSource(streams: feeds.streams) {
        let current = hub.current
        return (current.version, rendered.event(for: current, at: now()))
    }
    return Application(
        router: buildRouter(arguments, feeds: feeds, rendered: rendered),
        server: .board(limits: limits, waiting: waiting, streams: streams),
        configuration: ApplicationConfiguration(
            address: .hostname(arguments.host, port: arguments.port), serverName: nil,
            availableConnectionsDelegate: ConnectionLimit(maximum: cap.connections, waiting: waiting)),
        onServerRunning: { channel in
            await AcceptPauseHandler.install(on: channel, limits: limits, log: arguments.log)
            await onListening(channel.localAddress?.port ?? 0)
        },
        logger: logger)
}

/// Every page and record `nexttogo serve` answers, from `feeds` (the board's bytes made once by
/// `rendered`), start times in the zone of `arguments` and countdowns from its clock; any method
/// but GET and HEAD is refused (each connection puts the page's security headers on every
/// response: `SecurityHeaders`). The event stream is answered ahead of the router, by each
/// connection's `EventStreamHandler`.
func buildRouter(_ arguments: ServeArguments, feeds: ServeFeeds, rendered: RenderedBoard) -> Router<
    ServeRequestContext
> {
    let (timeZone, now) = (arguments.timeZone, arguments.now)
    let board = BoardRoutes(
        hub: feeds.hub, streams: feeds.streams, timeZone: timeZone, eventsPath: arguments.eventsPath,
        now: now, rendered: rendered, publishing: feeds.publishing)
    let router = Router(context: ServeRequestContext.self, options: .autoGenerateHeadEndpoints)
    // First: a router's middleware wraps the routes added after it, and its 404.
    router.add(middleware: ReadOnlyMethods())
    router.add(middleware: UnknownPaths())
    router.addRoutes(board.endpoints)
    router.addRoutes(PageAssetRoutes().endpoints)
    router.addRoutes(RacingDayRoutes(feeds: feeds, timeZone: timeZone, now: now).endpoints)
    router.addRoutes(RaceCardRoutes(feeds: feeds, timeZone: timeZone, now: now).endpoints)
    return router
}
