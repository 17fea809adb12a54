import NIOCore

/// One event as a stream's body carries it, framed once for every stream it goes to: its bytes
/// and, for a chunked body (HTTP/1.1), the chunk's size line before them and a line end after,
/// each written as it is, so no stream copies the event.
struct EventFrame: Sendable {
    private static let lastChunk = ByteBuffer(string: "0\r\n\r\n")
    private static let lineEnd = ByteBuffer(string: "\r\n")

    /// The event's bytes.
    let event: ByteBuffer
    private let chunkSize: ByteBuffer

    /// The frame of `event`.
    init(_ event: ByteBuffer) {
        self.event = event
        chunkSize = ByteBuffer(string: String(event.readableBytes, radix: 16) + "\r\n")
    }

    /// Writes the event through `context`, next to the socket, and flushes; as a chunk when
    /// `chunked`. Nothing is written for an empty event, whose chunk would end the body.
    func write(to context: ChannelHandlerContext, chunked: Bool) {
        guard event.readableBytes > 0 else { return }
        guard chunked else {
            context.writeAndFlush(NIOAny(event), promise: nil)
            return
        }
        context.write(NIOAny(chunkSize), promise: nil)
        context.write(NIOAny(event), promise: nil)
        context.writeAndFlush(NIOAny(Self.lineEnd), promise: nil)
    }

    /// Ends the body written through `context`, with its last chunk when `chunked`, and closes
    /// its connection, which ends a body that is not.
    static func endBody(of context: ChannelHandlerContext, chunked: Bool) {
        if chunked { context.writeAndFlush(NIOAny(lastChunk), promise: nil) }
        context.close(promise: nil)
    }
}
