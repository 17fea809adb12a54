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
        var latest: (version: Int, frame: EventFrame)?
        var count = 0
        var isFinished = false
    }

    private let state = Mutex(State())

    /// No streams yet.
    init() {}

    /// How many streams are open.
    var count: Int { state.withLock { $0.count } }

    /// Adds the stream written through `context` (its handler's, on its connection's event loop,
    /// where this is called), its body chunked or not, already sent the board's `version`; it is
    /// dropped when its connection closes, or when it falls behind. False, and nothing added,
    /// once the server is shutting down (`finish`).
    func add(_ context: ChannelHandlerContext, chunked: Bool, sent version: Int) -> Bool {
        let loop = context.eventLoop
        loop.preconditionInEventLoop()
        let found = state.withLock {
            state -> (streams: LoopStreams, latest: (version: Int, frame: EventFrame)?)? in
            guard !state.isFinished else { return nil }
            state.count += 1
            let key = ObjectIdentifier(loop)
            let streams = state.loops[key] ?? LoopStreams(loop: loop)
            state.loops[key] = streams
            return (streams, state.latest)
        }
        guard let found else { return false }
        found.streams.add(LoopStreams.Stream(context: context, isChunked: chunked, sentVersion: version)) {
            self.state.withLock { $0.count -= 1 }
        }
        // A board sent to the loop before the stream was added reaches it now; one sent after
        // reaches it with the others.
        if let latest = found.latest, latest.version > version {
            found.streams.send(latest.frame, version: latest.version)
        }
        return true
    }

    /// Sends `event`, the board's `version`, to every stream not yet sent it.
    func send(_ event: ByteBuffer, version: Int) {
        let frame = EventFrame(event)
        let loops = state.withLock { state in
            state.latest = (version, frame)
            return Array(state.loops.values)
        }
        for streams in loops {
            streams.loop.execute { streams.send(frame, version: version) }
        }
    }

    /// Sends `comment` to every stream, so proxies keep them open.
    func sendToAll(_ comment: ByteBuffer) {
        let frame = EventFrame(comment)
        for streams in state.withLock({ Array($0.loops.values) }) {
            streams.loop.execute { streams.send(frame, version: nil) }
        }
    }

    /// Ends every stream, and refuses any later one: the server is shutting down.
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
