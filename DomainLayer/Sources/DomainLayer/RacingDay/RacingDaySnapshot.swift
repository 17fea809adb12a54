import Foundation
import SharedUtils

/// The racing day as the watch screen last fetched it: the day, when it was fetched, and the
/// failure of the latest fetch, if it failed (the day then is the last good one, stale).
public struct RacingDaySnapshot: Sendable, Equatable {
    /// The last racing day fetched; nil until a fetch succeeds.
    public var day: RacingDay?
    /// When `day` was fetched.
    public var updatedAt: Date?
    /// Why the latest fetch failed; nil when it succeeded.
    public var failure: FetchFailure?
    /// When the next fetch is due.
    public var nextFetchAt: Date

    /// Creates a snapshot from its parts.
    public init(day: RacingDay?, updatedAt: Date?, failure: FetchFailure? = nil, nextFetchAt: Date) {
        self.day = day
        self.updatedAt = updatedAt
        self.failure = failure
        self.nextFetchAt = nextFetchAt
    }

    /// True when the day shown is from before a failed fetch.
    public var isStale: Bool { failure != nil }
}
