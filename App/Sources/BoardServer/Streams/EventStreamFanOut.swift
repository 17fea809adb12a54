import NIOCore
import Synchronization

/// Every screen's event stream (`/events`), grouped by the event loop its connection lives on:
/// a change is written as one shared buffer to each stream from its own loop, one task a loop,
/// rather than by waking a Swift task per stream, which on two cores held up every request for
/// as long as ten thousand tasks took to run.
final class EventStreamFanOut: Sendable {
    private struct State {
        var loops: [ObjectIdentifier: LoopStreams] = [:]
        /// The newest board sent, for a stream that joins while it is on its way.
        var latest: (version: Int, event: ByteBuffer)?
        var count = 0
        var isFinished = false
    }

    private let state = Mutex(State())

    /// No streams yet.
    init() {}

    /// How many streams are open.
    var count: Int { state.withLock { $0.count } }

    /// Adds the stream of `channel`, already sent the board's `version`, and returns what
    /// completes when the stream is dropped: its connection closed, it fell behind, or the
    /// server is shutting down (`finish`), at once if it already has.
    func add(_ channel: any Channel, sent version: Int) -> EventLoopFuture<Void> {
        let loop = channel.eventLoop
        let ended = loop.makePromise(of: Void.self)
        let streams = state.withLock { state -> LoopStreams? in
            guard !state.isFinished else { return nil }
            state.count += 1
            let key = ObjectIdentifier(loop)
            if let streams = state.loops[key] { return streams }
            let streams = LoopStreams(loop: loop)
            state.loops[key] = streams
            return streams
        }
        guard let streams else {
            ended.succeed()
            return ended.futureResult
        }
        loop.execute { [self] in
            // Finished since: `finish` has ended this loop's streams, or will after this task.
            guard !state.withLock({ $0.isFinished }) else {
                state.withLock { $0.count -= 1 }
                ended.succeed()
                return
            }
            streams.add(LoopStreams.Stream(channel: channel, sentVersion: version, ended: ended)) {
                self.state.withLock { $0.count -= 1 }
            }
            // A board sent to the loop before the stream was added reaches it now; one sent
            // after reaches it with the others.
            if let latest = state.withLock({ $0.latest }), latest.version > version {
                streams.send(latest.event, version: latest.version)
            }
        }
        return ended.futureResult
    }

    /// Sends `event`, the board's `version`, to every stream not yet sent it.
    func send(_ event: ByteBuffer, version: Int) {
        let loops = state.withLock { state in
            state.latest = (version, event)
            return Array(state.loops.values)
        }
        for streams in loops {
            streams.loop.execute { streams.send(event, version: version) }
        }
    }

    /// Sends `comment` to every stream, so proxies keep them open.
    func sendToAll(_ comment: ByteBuffer) {
        for streams in state.withLock({ Array($0.loops.values) }) {
            streams.loop.execute { streams.send(comment, version: nil) }
        }
    }

    /// Ends every stream's response, and any later one's at once: the server is shutting down.
    func finish() {
        let loops = state.withLock { state in
            state.isFinished = true
            return Array(state.loops.values)
        }
        for streams in loops {
            streams.loop.execute { [self] in
                let ended = streams.endAll()
                state.withLock { $0.count -= ended }
            }
        }
    }
}
