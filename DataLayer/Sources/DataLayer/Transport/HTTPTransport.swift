import Foundation
import SharedUtils

/// Fetches a URL over HTTP; the seam that lets tests swap the network.
public protocol HTTPTransport: Sendable {
    /// Performs a GET request.
    /// - Parameters:
    ///   - url: The absolute URL to fetch.
    ///   - headers: Request headers to send.
    /// - Returns: The response, whatever its status.
    /// - Throws: `FetchFailure` for transport faults, `.cancelled` when the task is cancelled.
    func get(_ url: URL, headers: [String: String]) async throws(FetchFailure) -> HTTPResponse
}

/// A complete HTTP response.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, such as 200.
    public var status: Int
    /// Header fields keyed by lowercased name.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data
    /// The redirects followed to reach this response, first to last; empty when none.
    public var redirects: [HTTPRedirect]

    /// Creates a response; header names are lowercased.
    public init(
        status: Int, headers: [String: String] = [:], body: Data = Data(), redirects: [HTTPRedirect] = []
    ) {
        self.status = status
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
        self.redirects = redirects
    }
}
