import Foundation

/// Fetches race cards from the racing API over an `HTTPTransport`: one request per card.
public struct NedsRaceCardService: RaceCardService {
    private let endpoint: NedsEndpoint
    private let transport: any HTTPTransport
    private let userAgent: String
    private let maximumBodySize: Int

    /// Creates a service for `endpoint`.
    /// - Parameters:
    ///   - endpoint: Where the API lives.
    ///   - transport: How requests are sent.
    ///   - userAgent: The `User-Agent` header, such as `nexttogo/1.0.0`.
    ///   - maximumBodySize: Bodies larger than this are refused, whatever the transport let in.
    public init(
        endpoint: NedsEndpoint, transport: any HTTPTransport, userAgent: String,
        maximumBodySize: Int = HTTPResponse.maximumBodySize
    ) {
        self.endpoint = endpoint
        self.transport = transport
        self.userAgent = userAgent
        self.maximumBodySize = maximumBodySize
    }

    /// Fetches and decodes the card of `raceID`; a 404 means the API does not know the race, any
    /// other error status is `httpStatus`.
    public func raceCard(raceID: String) async throws -> RaceCardResponse? {
        let response = try await transport.get(
            endpoint.raceCardURL(raceID: raceID), headers: HTTPResponse.requestHeaders(userAgent: userAgent))
        if response.status == 404 { return nil }
        return try RaceCardResponseDecoder.decode(
            response.acceptedBody(maximumBodySize: maximumBodySize), raceID: raceID)
    }
}
