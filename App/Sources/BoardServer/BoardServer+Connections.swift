import Hummingbird
import HummingbirdCore
import NIOCore
import NIOHTTP1

extension BoardServer {
    /// The HTTP/1.1 server every screen connects to, each connection held to `limits`.
    func httpServer() -> HTTPServerBuilder {
        var headLimits = NIOHTTPDecoderLimitConfiguration()
        headLimits.maxHeaderFieldSize = 16 * 1_024
        headLimits.maxHeaderListSize = 32 * 1_024
        headLimits.maxHeaderFieldCount = 100
        return HTTPServerBuilder { [limits, headLimits] responder in
            BoardHTTP1Channel(responder: responder, limits: limits, headLimits: headLimits)
        }
    }
}
