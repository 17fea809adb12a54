import NIOCore
import NIOHTTP1

/// Answers each request in the HTTP version it came in, and closes the connection after a
/// request that does not keep it alive (RFC 9112 §9.3): HTTP/1.0, or `Connection: close`.
///
/// Hummingbird's pipeline turns every request into HTTP types, which carry no version, and
/// answers as HTTP/1.1: an HTTP/1.0 client got a chunked stream it cannot read, and kept its
/// connection until the idle timeout. Between SwiftNIO's HTTP/1 coder and that conversion, this
/// handler marks such a request `Connection: close` (after which Hummingbird closes its side
/// once the response is out), and gives the response the request's version and
/// `Connection: close`, so a body of unknown length goes unframed, ended by the close.
/// HTTP/1.0's `Connection: keep-alive` is not honoured: one request a connection, as always allowed.
final class RequestVersionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The requests read and not yet answered, oldest first: their version and whether the
    /// connection closes after each.
    private var unanswered: [(version: HTTPVersion, closes: Bool)] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let closes = (head.version.major, head.version.minor) < (1, 1) || !head.isKeepAlive
        unanswered.append((head.version, closes))
        if closes {
            head.headers.replaceOrAdd(name: "connection", value: "close")
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // A response with no request before it (a 400 for a head that could not be read) is
        // written as it is.
        guard case .head(var head) = unwrapOutboundIn(data), !unanswered.isEmpty else {
            context.write(data, promise: promise)
            return
        }
        let request = unanswered.removeFirst()
        head.version = request.version
        if request.closes {
            head.headers.replaceOrAdd(name: "connection", value: "close")
        }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}
