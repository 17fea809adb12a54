import Synchronization

/// Lets at most a set number of tasks through at once, the rest waiting in the order they came:
/// for work that would otherwise all start together and all finish late.
public final class AsyncSemaphore: Sendable {
    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var free: Int
        var waiters: [Waiter] = []
        var nextID = 0
    }

    private let state: Mutex<State>

    /// A semaphore that lets `count` tasks through at once.
    public init(count: Int) {
        state = Mutex(State(free: count))
    }

    /// Runs `body` once a place is free, and frees the place after it. A task cancelled while it
    /// waits runs `body` at once, so that the cancellation reaches what `body` waits for.
    public func withPlace<Value: Sendable>(_ body: () async throws -> Value) async rethrows -> Value {
        let held = await take()
        defer { if held { give() } }
        return try await body()
    }

    /// Waits for a place; false when the wait ended by cancellation, with no place taken.
    private func take() async -> Bool {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Bool? in
                    guard !Task.isCancelled else { return false }
                    guard state.free == 0 else {
                        state.free -= 1
                        return true
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(returning: false)
        }
    }

    private func give() {
        let next = state.withLock { state -> Waiter? in
            guard !state.waiters.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume(returning: true)  // The place passes to it.
    }
}
