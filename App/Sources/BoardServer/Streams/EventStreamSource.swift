import NIOCore

/// What every screen's event stream is made of: the board as it is when the stream opens (its
/// version and its `board` event), and the fan-out that writes each change after.
struct EventStreamSource: Sendable {
    /// How soon a screen whose stream dropped asks again.
    static let reconnectMilliseconds = 5_000
    /// The first event of every stream: how soon to reconnect.
    static let retry = EventFrame(
        ByteBuffer(string: ServerSentEvent.retry(milliseconds: reconnectMilliseconds)))
    /// The comment an idle stream hears.
    static let keepAlive = ByteBuffer(string: ServerSentEvent.keepAlive)

    /// The streams open, which each change is written to.
    let streams: EventStreamFanOut
    /// The board's version and its event, now.
    let opening: @Sendable () -> (version: Int, event: ByteBuffer)
}
