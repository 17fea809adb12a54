/// Where the interactors get races from.
public protocol RacesRepository: Sendable {
    /// Fetches the next `count` races across all categories.
    /// - Throws: `RacesFetchError`, or `CancellationError` when the task is cancelled.
    func nextRaces(count: Int) async throws -> RaceFeedPage
}
