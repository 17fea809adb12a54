import Synchronization

/// Asks an open race card to fetch again now, as `r` does on the watch screen.
public final class RaceCardControl: Sendable {
    private struct State {
        var refreshPending = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    /// Creates a control with nothing pending.
    public init() {}

    /// Asks for a fetch now, and wakes the card's schedule.
    public func refresh() {
        let waiter = state.withLock { state in
            state.refreshPending = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Takes the pending refresh, if any; true when there was one.
    func takeRefresh() -> Bool {
        state.withLock { state in
            defer { state.refreshPending = false }
            return state.refreshPending
        }
    }

    /// Returns once a refresh is pending, or the task is cancelled.
    func waitForRefresh() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Bool in
                    guard !state.refreshPending, !Task.isCancelled else { return true }
                    state.waiter?.resume()
                    state.waiter = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }
    }
}
