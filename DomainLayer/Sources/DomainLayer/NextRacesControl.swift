import Synchronization

/// Steers a running board from outside: change its filter or its starred meetings, or refresh it
/// now.
///
/// A watch screen holds one of these and sends it what the person presses; the board's snapshot
/// sequence wakes at once for each command.
public final class NextRacesControl: Sendable {
    /// One thing to do to the board.
    public enum Command: Sendable, Equatable {
        /// Show `CategoryFilter` from now on, from the races in hand, fetching only if short.
        case setFilter(CategoryFilter)
        /// Star these meetings from now on, keeping where their races go; from the races in hand,
        /// fetching only if short.
        case setStarredMeetings(StarredMeetings)
        /// Fetch now.
        case refresh
    }

    private struct State {
        var pending: [Command] = []
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    /// Creates a control with nothing pending.
    public init() {}

    /// Queues `command` and wakes the board.
    public func send(_ command: Command) {
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
