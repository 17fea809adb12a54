/// A source of next-races responses: the live API or a recording.
public protocol RacesService: Sendable {
    /// Fetches the next `count` races across all categories.
    /// - Throws: `NedsServiceError`, or `CancellationError` when the task is cancelled.
    func nextRaces(count: Int) async throws -> NextRacesResponse
}
