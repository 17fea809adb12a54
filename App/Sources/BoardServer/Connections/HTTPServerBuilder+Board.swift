import HummingbirdCore
import NIOHTTP1

extension HTTPServerBuilder {
    /// The HTTP/1.1 server every screen connects to, as Hummingbird's `.http1()` but each
    /// connection a `BoardHTTP1Channel` held to `limits`, among `waiting` while it waits for a
    /// request, its event stream made of `streams`; a request's head holds at most 100 fields,
    /// 16 KB each, 32 KB in all.
    static func board(limits: ServerLimits, waiting: WaitingConnections, streams: EventStreamSource)
        -> HTTPServerBuilder
    {
        var headLimits = NIOHTTPDecoderLimitConfiguration()
        headLimits.maxHeaderFieldSize = 16 * 1_024
        headLimits.maxHeaderListSize = 32 * 1_024
        headLimits.maxHeaderFieldCount = 100
        return HTTPServerBuilder { [headLimits] responder in
            BoardHTTP1Channel(
                responder: responder, limits: limits, headLimits: headLimits, waiting: waiting,
                streams: streams)
        }
    }
}
