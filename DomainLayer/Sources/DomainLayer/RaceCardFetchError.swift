/// Why a race card could not be had.
public enum RaceCardFetchError: Error, Equatable, Sendable {
    /// The API does not know a race with this id.
    case unknownRace(id: String)
    /// The race is known, but its source has no card for it: the demo, when no recorded card is
    /// of the race's category. It carries the race as the board lists it.
    case noRecordedCard(race: Race)
    /// The fetch failed, as a fetch of next races can.
    case fetch(RacesFetchError)

    /// The wait the server asked for, if any.
    public var retryAfter: Duration? {
        if case .fetch(let error) = self { error.retryAfter } else { nil }
    }
}
