import Synchronization

/// Consumes an async sequence in a task of its own and keeps every element, so a test can
/// drive a clock and then look at what came out.
public final class SnapshotRecorder<Element: Sendable>: Sendable {
    private final class Storage: Sendable {
        struct State {
            var elements: [Element] = []
            var waiters: [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
            var nextWaiterID = 0
        }

        let state = Mutex(State())

        func append(_ element: Element) {
            let ready = state.withLock { state in
                state.elements.append(element)
                let count = state.elements.count
                defer { state.waiters.removeAll { $0.count <= count } }
                return state.waiters.filter { $0.count <= count }.map(\.continuation)
            }
            for continuation in ready {
                continuation.resume()
            }
        }
    }

    private let storage = Storage()
    private let task: Task<Void, Never>

    /// Starts consuming `sequence`.
    public init<S: AsyncSequence<Element, Never> & Sendable>(_ sequence: S) {
        task = Task { [storage] in
            for await element in sequence {
                storage.append(element)
            }
        }
    }

    deinit {
        task.cancel()
    }

    /// Everything received so far, in order.
    public var elements: [Element] { storage.state.withLock { $0.elements } }

    /// The newest element, if any.
    public var last: Element? { elements.last }

    /// Waits until `count` elements have arrived, for changes that come from outside the clock,
    /// or until the waiting task is cancelled (as a test's time limit does), so a test that goes
    /// wrong fails instead of hanging the whole run.
    public func waitForElements(count: Int) async {
        let id = storage.state.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = storage.state.withLock { state -> Bool in
                    // A task cancelled before this point has run the handler below already, which
                    // found no waiter to remove: it must not become one.
                    guard state.elements.count < count, !Task.isCancelled else { return true }
                    state.waiters.append((id, count, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let cancelled = storage.state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index).continuation
            }
            cancelled?.resume()
        }
    }

    /// Waits for the first element at `start` or after it that `matches`, and returns it: for
    /// changes that come from outside the clock, such as a response over real HTTP. A test's time
    /// limit ends the wait by throwing `CancellationError`, which fails the test.
    public func first(from start: Int, where matches: (Element) -> Bool) async throws -> Element {
        var index = start
        while true {
            await waitForElements(count: index + 1)
            try Task.checkCancellation()
            let element = storage.state.withLock { $0.elements[index] }
            if matches(element) { return element }
            index += 1
        }
    }

    /// Cancels the consuming task.
    public func stop() {
        task.cancel()
    }

    /// Waits until the sequence has ended; if the waiting task is cancelled (as a test's time
    /// limit does), stops consuming, so the wait ends rather than hanging the run.
    public func finished() async {
        await withTaskCancellationHandler {
            await task.value
        } onCancel: { [task] in
            task.cancel()
        }
    }
}
