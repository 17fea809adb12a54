import Synchronization

/// Inputs for a watch loop, posted from any thread or task and taken in the order they were
/// posted; a post wakes the loop's `poll(2)`.
///
/// The async sources (the interactor's boards, and any effect that runs as a task) post here;
/// the loop polls `descriptor` with the terminal and takes what waits when it is readable.
final class WatchInbox: Sendable {
    private let pending = Mutex<[WatchInput]>([])
    private let wake: WakePipe

    /// An empty inbox.
    /// - Throws: `WakePipeError` when the system cannot make its wake pipe.
    init() throws(WakePipeError) {
        wake = try WakePipe()
    }

    /// The descriptor to poll: readable while inputs wait.
    var descriptor: Int32 { wake.readDescriptor }

    /// Queues `input` for the loop and wakes it.
    func post(_ input: WatchInput) {
        let wasEmpty = pending.withLock { pending in
            defer { pending.append(input) }
            return pending.isEmpty
        }
        // One wake for what waits: the loop takes it all at once.
        if wasEmpty { wake.post(0) }
    }

    /// Takes every input posted so far, in the order they were posted.
    func takeAll() -> [WatchInput] {
        // Drained first: a post after this leaves its byte for the next poll, so none is missed.
        _ = wake.drain()
        return pending.withLock { pending in
            defer { pending = [] }
            return pending
        }
    }
}
