import SharedUtils

/// Where the interactors get races from.
public protocol RacesRepository: Sendable {
    /// Where the races come from: the live API or the demo's recording.
    var origin: FeedOrigin { get }

    /// Fetches the next races of `categories` (all of them when empty): `count` across them, or,
    /// from a route that asks per category, `count` of each. A source that cannot ask by
    /// category serves all of them; the board keeps those chosen.
    /// - Throws: `FetchFailure`, `.cancelled` when the task is cancelled.
    func nextRaces(count: Int, categories: Set<RaceCategory>) async throws(FetchFailure) -> RaceFeedPage
}

extension RacesRepository {
    /// The live API's, unless the repository says otherwise.
    public var origin: FeedOrigin { .live }

    /// Fetches the next `count` races across all categories.
    public func nextRaces(count: Int) async throws(FetchFailure) -> RaceFeedPage {
        try await nextRaces(count: count, categories: [])
    }
}
