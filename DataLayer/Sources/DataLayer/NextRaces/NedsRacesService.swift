import Foundation

/// Fetches next races from the Neds API over an `HTTPTransport`.
public struct NedsRacesService: RacesService {
    private let endpoint: NedsEndpoint
    private let transport: any HTTPTransport
    private let userAgent: String
    private let readsRaceForms: Bool

    /// Creates a service for `endpoint`.
    /// - Parameters:
    ///   - endpoint: Where the API lives.
    ///   - transport: How requests are sent.
    ///   - userAgent: The `User-Agent` header, such as `nexttogo/1.0.0`.
    ///   - readsRaceForms: Whether summaries carry their `race_form`, which race details need
    ///     and the board does not.
    public init(
        endpoint: NedsEndpoint, transport: any HTTPTransport, userAgent: String, readsRaceForms: Bool = false
    ) {
        self.endpoint = endpoint
        self.transport = transport
        self.userAgent = userAgent
        self.readsRaceForms = readsRaceForms
    }

    /// Fetches and decodes the next `count` races of every category (the route cannot ask for
    /// fewer), turning an error status into `httpStatus`.
    public func nextRaces(count: Int, categoryIDs _: [String]) async throws -> NextRacesResponse {
        let response = try await transport.get(
            endpoint.nextRacesURL(count: count), headers: HTTPResponse.requestHeaders(userAgent: userAgent))
        return try NextRacesResponseDecoder.decode(response.acceptedBody(), readingForms: readsRaceForms)
    }
}
