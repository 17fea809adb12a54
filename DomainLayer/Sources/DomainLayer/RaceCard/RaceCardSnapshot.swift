import Foundation

/// What an open race card holds at one moment.
public struct RaceCardSnapshot: Sendable, Equatable {
    /// The race asked for.
    public var raceID: String
    /// The last card that arrived; nil until the first success.
    public var card: RaceCard?
    /// When `card` arrived, which is when its prices were taken.
    public var updatedAt: Date?
    /// The last fetch's error while it is unresolved; `card`, if any, is then stale.
    public var failure: RaceCardFetchError?
    /// When the card is next fetched, unless a refresh comes first.
    public var nextFetchAt: Date

    /// Creates a snapshot from its parts.
    public init(
        raceID: String, card: RaceCard?, updatedAt: Date?, failure: RaceCardFetchError? = nil,
        nextFetchAt: Date
    ) {
        self.raceID = raceID
        self.card = card
        self.updatedAt = updatedAt
        self.failure = failure
        self.nextFetchAt = nextFetchAt
    }

    /// The snapshot of the race `raceID` that its poller holds in `polled`.
    init(raceID: String, polled: Polled<RaceCard, RaceCardFetchError>) {
        self.init(
            raceID: raceID, card: polled.value, updatedAt: polled.updatedAt, failure: polled.failure,
            nextFetchAt: polled.nextFetchAt)
    }

    /// True when the last fetch failed, so the card shown may be out of date.
    public var isStale: Bool { failure != nil }
}
