import SharedUtils

/// A source of next-races responses: the live API or a recording.
public protocol RacesService: Sendable {
    /// Where the responses come from; `.live` unless the service is a recording.
    var origin: FeedOrigin { get }

    /// Fetches the next races of the categories `categoryIDs` (all of them when empty): `count`
    /// across them, or, on a route that asks per category, `count` of each. A source that
    /// cannot ask by category serves all of them; the board keeps those chosen.
    /// - Throws: `FetchFailure`, `.cancelled` when the task is cancelled.
    func nextRaces(count: Int, categoryIDs: [String]) async throws(FetchFailure) -> NextRacesResponse
}

extension RacesService {
    /// Fetches the next `count` races across all categories.
    public func nextRaces(count: Int) async throws(FetchFailure) -> NextRacesResponse {
        try await nextRaces(count: count, categoryIDs: [])
    }
}

extension RacesService {
    /// The live API's, as every service but the demo's recordings.
    public var origin: FeedOrigin { .live }
}
