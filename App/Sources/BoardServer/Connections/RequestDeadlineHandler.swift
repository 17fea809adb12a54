import NIOCore
import NIOHTTP1

/// Closes a connection that does not send a whole request, head through the end of its body,
/// within a deadline of opening or of its last response, or that pauses in a request's body
/// for too long: nginx's `lingering_time` and `lingering_timeout` for a body no route uses.
///
/// Hummingbird's idle timeout restarts at every part of a request it reads, so a body sent a
/// chunk every 20 s held a connection for ever, the request answered at once and the rest
/// drained. While a response is being sent (an event stream's for hours) nothing is timed: its
/// request was whole, and the deadline starts again when the response ends. While the deadline
/// runs, the connection is among the `WaitingConnections` that may be closed to make room.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let deadline: TimeAmount
    private let readTimeout: TimeAmount
    private let waiting: WaitingConnections
    /// Requests whose head, whose end, and whose response's end have been seen, in order.
    private var heads = 0
    private var ends = 0
    private var answers = 0
    private var closingAtDeadline: Scheduled<Void>?
    private var closingAtReadTimeout: Scheduled<Void>?

    /// Closes a connection without a whole request `deadline` after it began waiting for one,
    /// or `readTimeout` after the last read of a request not yet whole; it is among `waiting`
    /// while it waits.
    init(deadline: TimeAmount, readTimeout: TimeAmount, waiting: WaitingConnections) {
        self.deadline = deadline
        self.readTimeout = readTimeout
        self.waiting = waiting
    }

    /// Whether a whole request is being answered: then nothing is timed.
    private var isResponding: Bool { ends > answers }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startDeadline(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startDeadline(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            heads += 1
        case .body:
            break
        case .end:
            ends += 1
            if heads == ends { cancel(&closingAtReadTimeout) }
            // A whole request: either it is answered now, or (answered before its body ended)
            // the wait for the next one starts.
            stopDeadline(context)
            if !isResponding { startDeadline(context) }
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if heads > ends {
            cancel(&closingAtReadTimeout)
            closingAtReadTimeout = scheduleClose(context, in: readTimeout)
        }
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // A response with no request of its own (a 400 for an unreadable head) ends the connection.
        if case .end = unwrapOutboundIn(data), answers < heads {
            answers += 1
            if !isResponding { startDeadline(context) }
        }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopDeadline(context)
        cancel(&closingAtReadTimeout)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopDeadline(context)
        cancel(&closingAtReadTimeout)
    }

    private func startDeadline(_ context: ChannelHandlerContext) {
        guard closingAtDeadline == nil else { return }
        closingAtDeadline = scheduleClose(context, in: deadline)
        waiting.add(context.channel)
    }

    private func stopDeadline(_ context: ChannelHandlerContext) {
        cancel(&closingAtDeadline)
        waiting.remove(context.channel)
    }

    private func scheduleClose(_ context: ChannelHandlerContext, in delay: TimeAmount) -> Scheduled<Void> {
        context.eventLoop.assumeIsolated().scheduleTask(in: delay) {
            self.cancel(&self.closingAtDeadline)
            self.cancel(&self.closingAtReadTimeout)
            context.close(promise: nil)
        }
    }

    private func cancel(_ scheduled: inout Scheduled<Void>?) {
        scheduled?.cancel()
        scheduled = nil
    }
}
