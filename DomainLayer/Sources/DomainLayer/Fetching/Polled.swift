import Foundation
import SharedUtils

/// A failure a `Poller` can wait out: it may carry the wait a server asked for, or say that the
/// task was cancelled, which ends the polling.
public protocol PollFailure: Error, Equatable, Sendable {
    /// Whether the fetch was given up because the task was cancelled.
    var isCancellation: Bool { get }

    /// The wait the server asked for, reckoned from `now`, if it asked for one.
    func retryDelay(from now: Date) -> Duration?
}

extension FetchFailure: PollFailure {
    /// Whether the request was given up because the task was cancelled.
    public var isCancellation: Bool { self == .cancelled }
}

extension RaceCardFetchError: PollFailure {}

/// What a `Poller` holds at one moment: the last good value, when it came, why the latest fetch
/// failed (the value, if any, is then stale), and when the next fetch is due. A plain value, so
/// one poll can be shown on any number of screens.
public struct Polled<Value: Sendable & Equatable, Failure: PollFailure>: Sendable, Equatable {
    /// The last value that arrived; nil until the first success.
    public var value: Value?
    /// When `value` arrived.
    public var updatedAt: Date?
    /// Why the latest fetch failed; nil when it succeeded.
    public var failure: Failure?
    /// When the next fetch is due, unless a refresh comes first.
    public var nextFetchAt: Date

    /// Creates a snapshot from its parts.
    public init(value: Value?, updatedAt: Date?, failure: Failure? = nil, nextFetchAt: Date) {
        self.value = value
        self.updatedAt = updatedAt
        self.failure = failure
        self.nextFetchAt = nextFetchAt
    }

    /// True when the latest fetch failed, so the value shown may be out of date.
    public var isStale: Bool { failure != nil }
}
