import HTTPTypes
import Hummingbird

/// A page as `serve` sends it: HTML that no cache keeps, as it shows the board or the racing day
/// at this second.
struct HTMLPage: ResponseGenerator {
    /// The page's markup.
    let html: String
    /// The status it is sent with.
    var status: HTTPResponse.Status = .ok

    func response(from request: Request, context: some RequestContext) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
