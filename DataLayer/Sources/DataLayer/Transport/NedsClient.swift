import Foundation
import SharedUtils

/// How every service reaches the racing API: where it lives, the transport requests go over, and
/// the `User-Agent` each carries with the other headers the API's gateway asks for.
public struct NedsClient: Sendable {
    /// Where the API lives.
    public let endpoint: NedsEndpoint
    private let transport: any HTTPTransport
    private let userAgent: String

    /// A client of the API at `endpoint` over `transport`, naming itself `userAgent` (such as
    /// `nexttogo/1.0.0`).
    public init(endpoint: NedsEndpoint, transport: any HTTPTransport, userAgent: String) {
        self.endpoint = endpoint
        self.transport = transport
        self.userAgent = userAgent
    }

    /// GETs `url` with the headers the API asks for.
    /// - Throws: `FetchFailure`, `.cancelled` when the task is cancelled.
    func get(_ url: URL) async throws(FetchFailure) -> HTTPResponse {
        try await transport.get(url, headers: HTTPResponse.requestHeaders(userAgent: userAgent))
    }
}
