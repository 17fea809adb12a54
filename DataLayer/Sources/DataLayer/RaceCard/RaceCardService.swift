import SharedUtils

/// A source of race cards: the live API.
public protocol RaceCardService: Sendable {
    /// Fetches the race card of the race `raceID`.
    /// - Returns: The card, or nil when the API does not know the race.
    /// - Throws: `FetchFailure`, `.cancelled` when the task is cancelled.
    func raceCard(raceID: String) async throws(FetchFailure) -> RaceCardResponse?
}
