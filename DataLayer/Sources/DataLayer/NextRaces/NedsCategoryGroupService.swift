import Foundation

/// Fetches next races from the v2 route, `v2/racing/next-races-category-group`, over an
/// `HTTPTransport`: one request asking for each category chosen.
public struct NedsCategoryGroupService: RacesService {
    /// The category ids asked for when no category is named: horse, greyhound and harness.
    public static let allCategoryIDs = [
        "4a2788f8-e825-4d36-9894-efd4baf1cfae", "9daef0d7-bf3c-4f50-921d-8e818c60fe61",
        "161d9be2-e909-4326-8c2c-35ed71fb460b",
    ]

    private let endpoint: NedsEndpoint
    private let transport: any HTTPTransport
    private let userAgent: String
    private let readsRaceForms: Bool

    /// Creates a service for `endpoint`.
    /// - Parameters:
    ///   - endpoint: Where the API lives.
    ///   - transport: How requests are sent.
    ///   - userAgent: The `User-Agent` header, such as `nexttogo/1.0.0`.
    ///   - readsRaceForms: Whether summaries carry their `race_form`.
    public init(
        endpoint: NedsEndpoint, transport: any HTTPTransport, userAgent: String, readsRaceForms: Bool = false
    ) {
        self.endpoint = endpoint
        self.transport = transport
        self.userAgent = userAgent
        self.readsRaceForms = readsRaceForms
    }

    /// The next `count` races of each of `categoryIDs` (of every category when empty).
    public func nextRaces(count: Int, categoryIDs: [String]) async throws -> NextRacesResponse {
        let url = endpoint.categoryGroupURL(
            count: count, categoryIDs: categoryIDs.isEmpty ? Self.allCategoryIDs : categoryIDs)
        let response = try await transport.get(
            url, headers: HTTPResponse.requestHeaders(userAgent: userAgent))
        var decoded = try CategoryGroupResponseDecoder.decode(
            response.acceptedBody(), readingForms: readsRaceForms)
        decoded.route = .categoryGroup
        return decoded
    }
}
