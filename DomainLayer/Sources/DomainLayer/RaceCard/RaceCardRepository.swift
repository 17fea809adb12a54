/// Where race cards come from.
public protocol RaceCardRepository: Sendable {
    /// Fetches the card of the race `raceID`.
    /// - Throws: `RaceCardFetchError`, or `CancellationError` when the task is cancelled.
    func raceCard(raceID: String) async throws -> RaceCard
}
