import Foundation
import SharedUtils

/// One POST request: where, its headers and its body.
public struct HTTPPost: Sendable, Equatable {
    /// The absolute URL.
    public var url: URL
    /// Header fields by name; every value is one line of visible ASCII and spaces.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data

    /// A request from its parts.
    public init(url: URL, headers: [String: String], body: Data) {
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// Sends POST requests, as the alert channels do; the seam that lets tests use a loopback server.
public protocol HTTPPoster: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    /// - Throws: `FetchFailure` for transport faults, `.cancelled` when the task is cancelled.
    func post(_ request: HTTPPost) async throws(FetchFailure) -> HTTPResponse
}
