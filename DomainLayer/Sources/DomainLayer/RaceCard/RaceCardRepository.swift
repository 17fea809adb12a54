import SharedUtils

/// Where race cards come from.
public protocol RaceCardRepository: Sendable {
    /// Where the cards come from: the live API or the demo's recording.
    var origin: FeedOrigin { get }

    /// Fetches the card of the race `raceID`.
    /// - Throws: `RaceCardFetchError`; `.fetch(.cancelled)` when the task is cancelled.
    func raceCard(raceID: String) async throws(RaceCardFetchError) -> RaceCard
}

extension RaceCardRepository {
    /// The live API's, unless the repository says otherwise.
    public var origin: FeedOrigin { .live }
}
