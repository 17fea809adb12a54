import NIOCore
import NIOHTTP1

/// Holds off Hummingbird's side of a connection (HTTP types, the security headers, the idle
/// timeout and the async channel its task reads) until the connection first needs it: a request
/// other than the event stream, or a request that could not be read, which Hummingbird answers
/// with a 400. A screen's event stream, answered before this (`EventStreamHandler`), never needs
/// it, so it holds no Swift task, no async channel and none of those handlers: only its socket.
///
/// The connection's Hummingbird task waits for `attached`: what it reads requests from (the
/// async channel, `Requests`) once added, or nil when the connection closes first, or becomes an
/// event stream (`EventStreamHandler.Started`; its task then ends). Until then
/// the connection is held to Hummingbird's idle timeout, and closed when its screen stops sending
/// or the server shuts down.
final class DeferredHTTPHandler<Requests: Sendable>: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = Any

    private let attach: (any Channel) throws -> Requests
    private let attached: EventLoopPromise<Requests?>
    private let idleTimeout: TimeAmount
    private var isSettled = false
    private var closingWhenIdle: Scheduled<Void>?

    /// Adds Hummingbird's side with `attach` when first needed, and completes `attached` with it;
    /// until then the connection is closed `idleTimeout` after it opened.
    init(
        idleTimeout: TimeAmount, attach: @escaping (any Channel) throws -> Requests,
        attached: EventLoopPromise<Requests?>
    ) {
        self.idleTimeout = idleTimeout
        self.attach = attach
        self.attached = attached
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startIdleTimeout(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startIdleTimeout(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard attachHTTP(context) else { return }
        context.fireChannelRead(data)
        leave(context)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Any other error (a reset, say) leaves nothing to answer.
        guard error is HTTPParserError else {
            context.close(promise: nil)
            return
        }
        guard attachHTTP(context) else { return }
        context.fireErrorCaught(error)
        leave(context)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is EventStreamHandler.Started {
            // Hummingbird is not needed: the connection is an event stream's.
            leave(context)
        } else if event is ChannelShouldQuiesceEvent || event as? ChannelEvent == .inputClosed {
            // Nothing asked and nothing more to come, or the server shutting down.
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        settle(nil)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        // Handed to Hummingbird, gone, or an event stream: its task has what it needs.
        settle(nil)
    }

    /// Adds Hummingbird's side after this and hands it to the connection's task; false, with the
    /// connection closed, when it cannot be added.
    private func attachHTTP(_ context: ChannelHandlerContext) -> Bool {
        do {
            settle(try attach(context.channel))
            return true
        } catch {
            context.close(promise: nil)
            return false
        }
    }

    /// Leaves the pipeline to Hummingbird's side, once the event that needed it has gone on.
    private func leave(_ context: ChannelHandlerContext) {
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    private func settle(_ requests: Requests?) {
        closingWhenIdle?.cancel()
        closingWhenIdle = nil
        guard !isSettled else { return }
        isSettled = true
        attached.succeed(requests)
    }

    private func startIdleTimeout(_ context: ChannelHandlerContext) {
        guard closingWhenIdle == nil, !isSettled else { return }
        closingWhenIdle = context.eventLoop.assumeIsolated().scheduleTask(in: idleTimeout) {
            context.close(promise: nil)
        }
    }
}
