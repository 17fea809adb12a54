import Hummingbird
import PresentationLayer

/// The pages' style and script (`/page.css`, `/page.js`), files of their own so that the pages'
/// Content-Security-Policy lets no inline script or style run; a cache may keep them five minutes.
struct PageAssetRoutes: Sendable {
    /// The routes, to add to the router.
    var endpoints: RouteCollection<ServeRequestContext> {
        RouteCollection(context: ServeRequestContext.self)
            .get("/page.css") { _, _ in Self.asset(WebPageStyle.css, type: "text/css; charset=utf-8") }
            .get("/page.js") { _, _ in
                Self.asset(WebPageScript.javaScript, type: "text/javascript; charset=utf-8")
            }
    }

    /// `text` sent as a file of `type`.
    private static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "max-age=300"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
