import NIOCore
import NIOHTTP1

/// The head of every event stream's response, as bytes: the stream's type, no caching and no
/// proxy buffering, the page's security headers (`SecurityHeaders`), and `Connection: close`, as
/// nothing else is answered on the connection. Over HTTP/1.1 the body is chunked, so that a
/// stream the server ends is told from one cut off; HTTP/1.0 has no chunks, so its body is not
/// framed and ends with the connection.
enum EventStreamResponse {
    private static let fields = [
        ("Content-Type", "text/event-stream"),
        ("Cache-Control", "no-cache"),
        ("X-Accel-Buffering", "no"),
        ("Connection", "close"),
        ("Content-Security-Policy", SecurityHeaders.policy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
    ]
    private static let http11 = head(
        statusLine: "HTTP/1.1 200 OK", fields + [("Transfer-Encoding", "chunked")])
    private static let http10 = head(statusLine: "HTTP/1.0 200 OK", fields)

    /// Whether the body answering a request in `version` is chunked: from HTTP/1.1 on.
    static func isChunked(answering version: HTTPVersion) -> Bool {
        (version.major, version.minor) >= (1, 1)
    }

    /// The head answering a request in `version`: HTTP/1.0 for HTTP/1.0, else HTTP/1.1.
    static func head(answering version: HTTPVersion) -> ByteBuffer {
        isChunked(answering: version) ? http11 : http10
    }

    private static func head(statusLine: String, _ fields: [(String, String)]) -> ByteBuffer {
        ByteBuffer(
            string: ([statusLine] + fields.map { "\($0): \($1)" } + ["", ""]).joined(separator: "\r\n"))
    }
}
