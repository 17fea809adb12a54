import Synchronization

/// Commands sent to a running sequence from outside, queued until it takes them, with at most one
/// task of the sequence waiting for the next: the plumbing `NextRacesControl`, `RaceCardControl`
/// and the racing-day follower share.
final class CommandMailbox<Command: Sendable>: Sendable {
    private struct State {
        var pending: [Command] = []
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    /// Queues `command` and wakes the waiting task, if any.
    func send(_ command: Command) {
        let waiter = state.withLock { state in
            state.pending.append(command)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Takes every command sent so far.
    func takePending() -> [Command] {
        state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
    }

    /// Returns once a command is pending, or the task is cancelled.
    func waitForCommand() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Bool in
                    guard state.pending.isEmpty, !Task.isCancelled else { return true }
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
