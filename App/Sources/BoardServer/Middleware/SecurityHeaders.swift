import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Puts on every response the headers that keep a page safe: script, style and connections only
/// from the page's own origin (so no inline script runs, whatever a feed's text holds), no
/// framing, no sniffing of types and no referrer.
///
/// It sits in each connection's pipeline rather than the router's middleware, which a response
/// made from a thrown error bypasses: the router's own 404 for an unknown path, and the 400
/// Hummingbird writes for a request it cannot read, carry the headers too.
final class SecurityHeaders: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The page's Content-Security-Policy.
    static let policy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The Referrer-Policy field's name, which HTTP types does not name.
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy")!

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var response) = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        response.headerFields[.contentSecurityPolicy] = Self.policy
        response.headerFields[.xContentTypeOptions] = "nosniff"
        response.headerFields[Self.referrerPolicy] = "no-referrer"
        context.write(wrapOutboundOut(.head(response)), promise: promise)
    }
}
