import DomainLayer
import Foundation
import Synchronization

/// The one board every screen of `nexttogo serve` shows: the latest snapshot of the one board
/// poller, a version that moves only when what a screen shows changes (races, a status, the
/// staleness; never a countdown), and the screens waiting to hear of the next change.
public final class BoardHub: Sendable {
    /// What the hub holds at one moment.
    public struct Current: Sendable {
        /// The latest board; nil until the first fetch ends.
        public let snapshot: NextRacesSnapshot?
        /// Moves by one each time the board changes.
        public let version: Int
    }

    private struct State {
        var snapshot: NextRacesSnapshot?
        var version = 0
        var waiting: [Int: AsyncStream<Void>.Continuation] = [:]
        var nextID = 0
        var isFinished = false
    }

    private let state = Mutex(State())

    /// A hub with no board yet.
    public init() {}

    /// The board and its version now.
    public var current: Current {
        state.withLock { Current(snapshot: $0.snapshot, version: $0.version) }
    }

    /// How many screens follow the board's changes.
    public var followerCount: Int { state.withLock { $0.waiting.count } }

    /// Takes in the poller's latest board, waking every follower when it changed.
    public func publish(_ snapshot: NextRacesSnapshot) {
        let woken = state.withLock { state -> [AsyncStream<Void>.Continuation] in
            let changed = state.snapshot.map { !Self.showsTheSame($0, snapshot) } ?? true
            state.snapshot = snapshot
            guard changed else { return [] }
            state.version += 1
            return Array(state.waiting.values)
        }
        for follower in woken { follower.yield() }
    }

    /// Wakes every follower without a change, so each can tell its screen it is still there.
    public func nudge() {
        let followers = state.withLock { Array($0.waiting.values) }
        for follower in followers { follower.yield() }
    }

    /// A stream that yields when the board changes or the hub nudges, ending when the hub
    /// finishes or the follower's task ends; wakes that come faster than they are read are one.
    public func follow() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state -> Int? in
            guard !state.isFinished else { return nil }
            defer { state.nextID += 1 }
            state.waiting[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.waiting.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every follower's stream, and any later one's at once: the server is shutting down.
    public func finish() {
        let followers = state.withLock { state -> [AsyncStream<Void>.Continuation] in
            state.isFinished = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for follower in followers { follower.finish() }
    }

    /// Whether two boards look the same on a screen whose countdowns tick by themselves.
    static func showsTheSame(_ old: NextRacesSnapshot, _ new: NextRacesSnapshot) -> Bool {
        var old = old
        old.takenAt = new.takenAt
        old.isRefreshing = new.isRefreshing
        old.nextRetryAt = new.nextRetryAt
        return old == new
    }
}
