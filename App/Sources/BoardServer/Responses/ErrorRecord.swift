import Foundation
import HTTPTypes
import Hummingbird

/// The JSON a record route answers when it has nothing to give: `{"error": …}`, the message a
/// sentence, with its status; a screen refused for now (503) is told when to ask again. The board
/// and the racing day say "no data yet" alike, as `/healthz` does with its 503.
enum ErrorRecord {
    /// How soon a screen refused for now should ask again, in seconds.
    static let retrySeconds = 60

    /// `{"error": message}` with `status`, and `Retry-After` when the status is 503.
    static func response(_ message: String, status: HTTPResponse.Status) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json =
            (try? encoder.encode(["error": message])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return refused(
            Response(
                status: status, headers: [.contentType: "application/json", .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: json))))
    }

    /// `response`, telling a client refused for now (503) when to ask again.
    static func refused(_ response: Response) -> Response {
        guard response.status == .serviceUnavailable else { return response }
        var response = response
        response.headers[.retryAfter] = "\(retrySeconds)"
        return response
    }
}
