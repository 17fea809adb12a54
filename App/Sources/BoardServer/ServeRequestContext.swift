import Hummingbird
import NIOCore

/// The context of every request the router answers: Hummingbird's own, the peer of the
/// connection, so a screen's share of the race cards is counted as its own, and the
/// encoder of the records made here (`RecordEncoder`).
struct ServeRequestContext: RequestContext {
    /// Hummingbird's storage: the parameters, the logger, the body's limit.
    var coreContext: CoreRequestContextStorage
    /// The peer of the request's connection: a screen, or a proxy in front of the server.
    let peer: SocketAddress?

    /// The context of a request on `source`'s connection.
    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        peer = source.channel.remoteAddress
    }

    /// How a record made here is written: as serve's records always were.
    var responseEncoder: RecordEncoder { RecordEncoder() }
}
