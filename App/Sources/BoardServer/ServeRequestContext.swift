import Hummingbird
import NIOCore

/// The context of every request `serve` answers: Hummingbird's own, the address of the
/// connection and its peer, so a screen's share of the race cards is counted as its own, and the
/// encoder of the records made here (`RecordEncoder`).
struct ServeRequestContext: RequestContext {
    /// Hummingbird's storage: the parameters, the logger, the body's limit.
    var coreContext: CoreRequestContextStorage
    /// The peer of the request's connection: a screen, or a proxy in front of the server.
    let peer: SocketAddress?
    /// The request's connection, which an event stream is written to from its own event loop.
    let channel: any Channel

    /// The context of a request on `source`'s connection.
    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        peer = source.channel.remoteAddress
        channel = source.channel
    }

    /// How a record made here is written: as serve's records always were.
    var responseEncoder: RecordEncoder { RecordEncoder() }
}
