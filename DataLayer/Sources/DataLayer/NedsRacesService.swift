import Foundation

/// Fetches next races from the Neds API over an `HTTPTransport`.
public struct NedsRacesService: RacesService {
    private let endpoint: NedsEndpoint
    private let transport: any HTTPTransport
    private let userAgent: String

    /// Creates a service for `endpoint`.
    /// - Parameters:
    ///   - endpoint: Where the API lives.
    ///   - transport: How requests are sent.
    ///   - userAgent: The `User-Agent` header, such as `nexttogo/1.0.0`.
    public init(endpoint: NedsEndpoint, transport: any HTTPTransport, userAgent: String) {
        self.endpoint = endpoint
        self.transport = transport
        self.userAgent = userAgent
    }

    /// Fetches and decodes the next `count` races, turning an error status into `httpStatus`.
    public func nextRaces(count: Int) async throws -> NextRacesResponse {
        let response = try await transport.get(
            endpoint.nextRacesURL(count: count),
            headers: ["User-Agent": userAgent, "Accept": "application/json"])
        guard (200..<300).contains(response.status) else {
            throw NedsServiceError.httpStatus(
                response.status,
                retryAfter: response.headers["retry-after"].flatMap(RetryAfter.init(headerValue:)))
        }
        return try NextRacesResponseDecoder.decode(response.body)
    }
}
