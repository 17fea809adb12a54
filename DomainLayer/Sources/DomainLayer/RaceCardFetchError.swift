/// Why a race card could not be had.
public enum RaceCardFetchError: Error, Equatable, Sendable {
    /// The API does not know a race with this id.
    case unknownRace(id: String)
    /// The fetch failed, as a fetch of next races can.
    case fetch(RacesFetchError)

    /// The wait the server asked for, if any.
    public var retryAfter: Duration? {
        if case .fetch(let error) = self { error.retryAfter } else { nil }
    }
}
