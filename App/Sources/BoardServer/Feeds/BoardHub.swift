import DomainLayer
import Foundation
import Synchronization

/// The one board every screen of `nexttogo serve` shows: the latest snapshot of the one board
/// poller, a version that moves only when what a screen shows changes (races, a status, the
/// staleness; never a countdown), and those waiting to hear of the next change: the service
/// that writes it to every screen's event stream, and the publisher to Nchan.
final class BoardHub: Sendable {
    /// What the hub holds at one moment.
    struct Current: Sendable {
        /// The latest board; nil until the first fetch ends.
        let snapshot: NextRacesSnapshot?
        /// Moves by one each time the board changes.
        let version: Int
    }

    private struct State {
        var snapshot: NextRacesSnapshot?
        var version = 0
        var waiting: [Int: AsyncStream<Void>.Continuation] = [:]
        var nextID = 0
        var isFinished = false
    }

    private let state = Mutex(State())
    /// Names this hub's run, so a version of one run (before a restart, or of another server
    /// behind the same cache) is never taken for the same version of another.
    let run = String(UInt64.random(in: 0...UInt64.max), radix: 36)

    /// A hub with no board yet.
    init() {}

    /// The board and its version now.
    var current: Current {
        state.withLock { Current(snapshot: $0.snapshot, version: $0.version) }
    }

    /// How many follow the board's changes.
    var followerCount: Int { state.withLock { $0.waiting.count } }

    /// Takes in the poller's latest board, waking every follower when it changed.
    func publish(_ snapshot: NextRacesSnapshot) {
        let woken = state.withLock { state -> [AsyncStream<Void>.Continuation] in
            let changed = state.snapshot.map { !Self.showsTheSame($0, snapshot) } ?? true
            state.snapshot = snapshot
            guard changed else { return [] }
            state.version += 1
            return Array(state.waiting.values)
        }
        Self.wake(woken)
    }

    /// Wakes every follower without a change, so each can tell its screen it is still there.
    func nudge() {
        Self.wake(state.withLock { Array($0.waiting.values) })
    }

    /// Wakes `followers`: a few (the event streams' service, the publisher), each a task.
    private static func wake(_ followers: [AsyncStream<Void>.Continuation]) {
        for follower in followers { follower.yield() }
    }

    /// A stream that yields when the board changes or the hub nudges, ending when the hub
    /// finishes or the follower's task ends; wakes that come faster than they are read are one.
    func follow() -> AsyncStream<Void> {
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
            _ = self?.state.withLock { $0.waiting.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every follower's stream, and any later one's at once: the server is shutting down.
    func finish() {
        let followers = state.withLock { state -> [AsyncStream<Void>.Continuation] in
            state.isFinished = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for follower in followers { follower.finish() }
    }

    /// Whether two boards look the same on a screen whose countdowns tick by themselves: all
    /// but the moment they were worked out and whether a fetch is about to start.
    static func showsTheSame(_ old: NextRacesSnapshot, _ new: NextRacesSnapshot) -> Bool {
        var old = old
        old.takenAt = new.takenAt
        old.isRefreshing = new.isRefreshing
        return old == new
    }
}
