import Foundation
import SharedUtils

/// Fetches next races from the Neds API's first route through a `NedsClient`.
public struct NedsRacesService: RacesService {
    private let client: NedsClient
    private let readsRaceForms: Bool

    /// A service asking through `client`; the summaries carry their `race_form` when
    /// `readsRaceForms` (race details need it, the board does not).
    public init(client: NedsClient, readsRaceForms: Bool = false) {
        self.client = client
        self.readsRaceForms = readsRaceForms
    }

    /// Fetches and decodes the next `count` races of every category (the route cannot ask for
    /// fewer), turning an error status into `httpStatus`.
    public func nextRaces(count: Int, categoryIDs _: [String]) async throws(FetchFailure) -> NextRacesResponse
    {
        let response = try await client.get(client.endpoint.nextRacesURL(count: count))
        return try NextRacesResponseDecoder.decode(response.acceptedBody(), readingForms: readsRaceForms)
    }
}
