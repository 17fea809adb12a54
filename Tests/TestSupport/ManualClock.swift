import Foundation
import SharedUtils
import Synchronization

/// A clock that moves only when a test tells it to, with a wall-clock date that moves with it.
///
/// `advance(by:)` first waits until something is asleep on the clock, then wakes each sleeper
/// at its own deadline, in order, waiting for it to go back to sleep before moving on. So code
/// under test runs every step it would have run in real time, with no yields or sleeps in tests.
public final class ManualClock: Clock, Sendable {
    /// A point on the manual clock: an offset from its start.
    public struct Instant: InstantProtocol {
        /// Time since the clock started.
        public var offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Waiter {
        let id: UInt64
        let count: Int
        /// The deadline one of the sleepers must have; nil for any.
        var deadline: Instant?
        let continuation: CheckedContinuation<Void, Never>

        /// Whether `sleepers` are what this waiter waits for.
        func isSatisfied(by sleepers: [Sleeper]) -> Bool {
            sleepers.count >= count
                && (deadline.map { due in sleepers.contains { $0.deadline == due } } ?? true)
        }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
        var waiters: [Waiter] = []
    }

    private let state = Mutex(State())
    private let startDate: Date

    /// Creates a clock whose wall-clock date starts at `startDate`.
    public init(startDate: Date = Date(timeIntervalSince1970: 1_768_438_800)) {
        self.startDate = startDate
    }

    /// The current instant.
    public var now: Instant { state.withLock { $0.now } }

    /// Any duration can be slept.
    public var minimumResolution: Duration { .zero }

    /// The wall-clock date now.
    public var date: Date {
        startDate.addingTimeInterval(now.offset.timeInterval)
    }

    /// A date source that reads this clock's date.
    public var dates: DateSource {
        DateSource { [self] in date }
    }

    /// How many tasks are asleep on the clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until a test advances the clock to `deadline`.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A task cancelled before this point has run the handler below already, which
                // found no sleeper to remove: it must not become one. Cancellation sets the flag
                // before the handler takes the lock, so one of the two always sees the other.
                let resumeNow = state.withLock { state -> Result<Void, any Error>? in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    guard deadline > state.now else { return .success(()) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let resumeNow {
                    continuation.resume(with: resumeNow)
                } else {
                    notifyWaiters()
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Waits until at least `count` tasks are asleep on the clock, or the waiting task is
    /// cancelled (as a test's time limit does), so a test that goes wrong fails instead of hanging.
    public func waitForSleepers(count: Int = 1) async {
        await waitForSleepers(count: count, deadline: nil)
    }

    /// Waits until a task is asleep until exactly `deadline`, as code that puts something off to
    /// a known moment is, or the waiting task is cancelled.
    public func waitForSleeper(until deadline: Instant) async {
        await waitForSleepers(count: 1, deadline: deadline)
    }

    private func waitForSleepers(count: Int, deadline: Instant?) async {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Bool in
                    let waiter = Waiter(id: id, count: count, deadline: deadline, continuation: continuation)
                    guard !waiter.isSatisfied(by: state.sleepers), !Task.isCancelled else { return true }
                    state.waiters.append(waiter)
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            cancelled?.continuation.resume()
        }
    }

    /// Moves time forward by `duration`, waking each sleeper at its deadline in turn.
    public func advance(by duration: Duration) async {
        await waitForSleepers()
        let target = now.advanced(by: duration)
        while !Task.isCancelled, let sleeper = takeFirstSleeper(dueBy: target) {
            let remaining = sleeperCount
            sleeper.continuation.resume()
            await waitForSleepers(count: remaining + 1)
        }
        state.withLock { $0.now = max($0.now, target) }
    }

    /// Moves time forward by `duration` once a task sleeps on the clock, and wakes every sleeper
    /// due by then without waiting for any to sleep again: for a deadline, which ends what it
    /// guards rather than sleeping again.
    public func expire(by duration: Duration) async {
        await waitForSleepers()
        let target = now.advanced(by: duration)
        state.withLock { $0.now = max($0.now, target) }
        while let sleeper = takeFirstSleeper(dueBy: target) {
            sleeper.continuation.resume()
        }
    }

    /// Moves time forward without waking anyone, for tests that call the code under test
    /// directly instead of through a sleeping task.
    public func move(by duration: Duration) {
        state.withLock { $0.now = $0.now.advanced(by: duration) }
    }

    private func takeFirstSleeper(dueBy target: Instant) -> Sleeper? {
        state.withLock { state in
            guard
                let index = state.sleepers.indices.min(by: {
                    state.sleepers[$0].deadline < state.sleepers[$1].deadline
                }), state.sleepers[index].deadline <= target
            else { return nil }
            let sleeper = state.sleepers.remove(at: index)
            state.now = max(state.now, sleeper.deadline)
            return sleeper
        }
    }

    private func notifyWaiters() {
        let ready = state.withLock { state in
            let ready = state.waiters.filter { $0.isSatisfied(by: state.sleepers) }
            state.waiters.removeAll { $0.isSatisfied(by: state.sleepers) }
            return ready.map(\.continuation)
        }
        for continuation in ready {
            continuation.resume()
        }
    }
}
