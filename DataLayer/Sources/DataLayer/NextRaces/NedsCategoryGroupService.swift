import Foundation
import SharedUtils

/// Fetches next races from the v2 route, `v2/racing/next-races-category-group`, through a
/// `NedsClient`: one request asking for each category chosen.
public struct NedsCategoryGroupService: RacesService {
    /// The category ids asked for when no category is named: horse, greyhound and harness.
    public static let allCategoryIDs = [
        "4a2788f8-e825-4d36-9894-efd4baf1cfae", "9daef0d7-bf3c-4f50-921d-8e818c60fe61",
        "161d9be2-e909-4326-8c2c-35ed71fb460b",
    ]

    private let client: NedsClient
    private let readsRaceForms: Bool

    /// A service asking through `client`; the summaries carry their `race_form` when
    /// `readsRaceForms`.
    public init(client: NedsClient, readsRaceForms: Bool = false) {
        self.client = client
        self.readsRaceForms = readsRaceForms
    }

    /// The next `count` races of each of `categoryIDs` (of every category when empty).
    public func nextRaces(count: Int, categoryIDs: [String]) async throws(FetchFailure) -> NextRacesResponse {
        let response = try await client.get(
            client.endpoint.categoryGroupURL(
                count: count, categoryIDs: categoryIDs.isEmpty ? Self.allCategoryIDs : categoryIDs))
        var decoded = try CategoryGroupResponseDecoder.decode(
            response.acceptedBody(), readingForms: readsRaceForms)
        decoded.route = .categoryGroup
        return decoded
    }
}
