import Foundation
import SharedUtils

/// Fetches race cards from the racing API through a `NedsClient`: one request per card.
public struct NedsRaceCardService: RaceCardService {
    private let client: NedsClient
    private let maximumBodySize: Int

    /// A service asking through `client`, refusing bodies larger than `maximumBodySize` whatever
    /// the transport let in.
    public init(client: NedsClient, maximumBodySize: Int = HTTPResponse.maximumBodySize) {
        self.client = client
        self.maximumBodySize = maximumBodySize
    }

    /// Fetches and decodes the card of `raceID`; a 404 means the API does not know the race, any
    /// other error status is `httpStatus`.
    public func raceCard(raceID: String) async throws(FetchFailure) -> RaceCardResponse? {
        let response = try await client.get(client.endpoint.raceCardURL(raceID: raceID))
        if response.status == 404 { return nil }
        return try RaceCardResponseDecoder.decode(
            response.acceptedBody(maximumBodySize: maximumBodySize), raceID: raceID)
    }
}
