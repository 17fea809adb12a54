import Synchronization

/// Consumes an async sequence in a task of its own and keeps every element, so a test can
/// drive a clock and then look at what came out.
public final class SnapshotRecorder<Element: Sendable>: Sendable {
    private final class Storage: Sendable {
        let elements = Mutex<[Element]>([])
    }

    private let storage = Storage()
    private let task: Task<Void, Never>

    /// Starts consuming `sequence`.
    public init<S: AsyncSequence<Element, Never> & Sendable>(_ sequence: S) {
        task = Task { [storage] in
            for await element in sequence {
                storage.elements.withLock { $0.append(element) }
            }
        }
    }

    deinit {
        task.cancel()
    }

    /// Everything received so far, in order.
    public var elements: [Element] { storage.elements.withLock { $0 } }

    /// The newest element, if any.
    public var last: Element? { elements.last }

    /// Cancels the consuming task.
    public func stop() {
        task.cancel()
    }

    /// Waits until the sequence has ended.
    public func finished() async {
        await task.value
    }
}
