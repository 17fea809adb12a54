import NIOCore

/// The event streams whose connections live on one event loop, kept and written on that loop
/// alone: a change reaches them as one task on their loop, never as a task per stream.
final class LoopStreams: Sendable {
    /// One screen's stream: where it is written (its handler's place in the connection's
    /// pipeline, next to the socket), whether its body is chunked, and the version of the board
    /// it was last sent.
    struct Stream {
        let context: ChannelHandlerContext
        let isChunked: Bool
        var sentVersion: Int
    }

    /// Streams written between two looks at the loop's sockets, so that a request arriving as a
    /// change reaches ten thousand screens waits for a batch of writes, not for all of them.
    static let batch = 64
    /// The wait between two batches, in which the loop serves its sockets.
    static let pause = TimeAmount.milliseconds(1)

    /// The loop every stream here lives on.
    let loop: any EventLoop
    private let streams: NIOLoopBoundBox<[ObjectIdentifier: Stream]>

    /// No streams yet, on `loop`.
    init(loop: any EventLoop) {
        self.loop = loop
        // Made under the fan-out's lock: the box may be made off its loop.
        streams = .makeBoxSendingValue([:], eventLoop: loop)
    }

    /// Takes in `stream`, on the loop; it is dropped when its connection closes.
    /// - Parameter dropped: Called on the loop once the stream is dropped, however.
    func add(_ stream: Stream, dropped: @escaping @Sendable () -> Void) {
        loop.preconditionInEventLoop()
        let id = ObjectIdentifier(stream.context.channel)
        streams.value[id] = stream
        stream.context.channel.closeFuture.whenComplete { [self] _ in
            if drop(id) { dropped() }
        }
    }

    /// Sends `frame`, the board's `version`, to every stream sent an older one, or, with no
    /// version (a comment that keeps proxies open), to every stream; on the loop, `batch` at a
    /// time. A stream whose connection cannot take more (a screen that stopped reading) is closed
    /// rather than buffered for: it reconnects and gets the board then.
    func send(_ frame: EventFrame, version: Int?) {
        loop.preconditionInEventLoop()
        write(frame, version: version, to: Array(streams.value.keys)[...])
    }

    /// Ends every stream's body (a chunked one with its last chunk) and closes its connection,
    /// and forgets them all, on the loop; returns how many there were.
    func endAll() -> Int {
        loop.preconditionInEventLoop()
        let ending = streams.value
        streams.value = [:]
        for stream in ending.values { EventFrame.endBody(of: stream.context, chunked: stream.isChunked) }
        return ending.count
    }

    /// Writes `frame` to the first `batch` of `ids`' streams still here, and to the rest `pause`
    /// later, letting the loop serve its sockets in between.
    private func write(_ frame: EventFrame, version: Int?, to ids: ArraySlice<ObjectIdentifier>) {
        for id in ids.prefix(Self.batch) {
            guard var stream = streams.value[id] else { continue }
            if let version {
                guard stream.sentVersion < version else { continue }
                stream.sentVersion = version
                streams.value[id] = stream
            }
            guard stream.context.channel.isWritable else {
                stream.context.close(promise: nil)
                continue
            }
            frame.write(to: stream.context, chunked: stream.isChunked)
        }
        let rest = ids.dropFirst(Self.batch)
        guard !rest.isEmpty else { return }
        // Not `execute`: a loop runs every task queued, new ones too, before it looks at its
        // sockets again; a task due a moment later waits for that look.
        loop.scheduleTask(in: Self.pause) { [self] in write(frame, version: version, to: rest) }
    }

    /// Forgets the stream `id`, whose connection has closed; false when it was already gone.
    private func drop(_ id: ObjectIdentifier) -> Bool {
        streams.value.removeValue(forKey: id) != nil
    }
}
