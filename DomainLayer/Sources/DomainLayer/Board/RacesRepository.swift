/// Where the interactors get races from.
public protocol RacesRepository: Sendable {
    /// Fetches the next `count` races across all categories.
    /// - Throws: `RacesFetchError`, or `CancellationError` when the task is cancelled.
    func nextRaces(count: Int) async throws -> RaceFeedPage

    /// Fetches the next races of `categories` (all of them when empty): `count` across them, or,
    /// from a route that asks per category, `count` of each.
    /// - Throws: `RacesFetchError`, or `CancellationError` when the task is cancelled.
    func nextRaces(count: Int, categories: Set<RaceCategory>) async throws -> RaceFeedPage
}

extension RacesRepository {
    /// A source that cannot ask by category serves all categories; the board keeps those chosen.
    public func nextRaces(count: Int, categories: Set<RaceCategory>) async throws -> RaceFeedPage {
        try await nextRaces(count: count)
    }
}
