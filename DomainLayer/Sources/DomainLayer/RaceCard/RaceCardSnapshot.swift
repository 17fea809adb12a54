import Foundation

/// What an open race card holds at one moment: the race asked for and what its poller holds.
public struct RaceCardSnapshot: Sendable, Equatable {
    /// The race asked for.
    public var raceID: String
    /// The card's poll: the last card, when it came, the latest failure and the next fetch.
    public var polled: Polled<RaceCard, RaceCardFetchError>

    /// The snapshot of the race `raceID` that its poller holds in `polled`.
    public init(raceID: String, polled: Polled<RaceCard, RaceCardFetchError>) {
        self.raceID = raceID
        self.polled = polled
    }

    /// Creates a snapshot from the parts of its poll.
    public init(
        raceID: String, card: RaceCard?, updatedAt: Date?, failure: RaceCardFetchError? = nil,
        nextFetchAt: Date
    ) {
        self.init(
            raceID: raceID,
            polled: Polled(value: card, updatedAt: updatedAt, failure: failure, nextFetchAt: nextFetchAt))
    }

    /// The last card that arrived; nil until the first success.
    public var card: RaceCard? { polled.value }
    /// When `card` arrived, which is when its prices were taken.
    public var updatedAt: Date? { polled.updatedAt }
    /// The last fetch's error while it is unresolved; `card`, if any, is then stale.
    public var failure: RaceCardFetchError? { polled.failure }
    /// When the card is next fetched, unless a refresh comes first.
    public var nextFetchAt: Date { polled.nextFetchAt }
    /// True when the last fetch failed, so the card shown may be out of date.
    public var isStale: Bool { polled.isStale }
}
