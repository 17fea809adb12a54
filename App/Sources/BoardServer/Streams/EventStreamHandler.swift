import HummingbirdCore
import NIOCore
import NIOHTTP1

/// Answers a screen's `GET /events` (and `HEAD`) on its connection's event loop, ahead of
/// Hummingbird: the stream's head, how soon to reconnect and the board, after which the fan-out
/// writes each change straight to the socket. No Swift task is woken by a change, and none waits
/// for the stream to end: Hummingbird's side of the connection is never added when the stream is
/// its first request (`DeferredHTTPHandler`); when it came after others, Hummingbird's task for
/// the connection stays, waiting for a request that never comes.
///
/// It sits after the request's deadline, which sees the stream's request whole and so stops
/// timing it. When the stream starts, the handlers between it and the socket, which know only
/// HTTP's parts, leave the pipeline, and so does Hummingbird's idle timeout: from then on the
/// connection carries the stream's bytes alone until the screen or the server closes it.
/// A stream asked for behind other requests on the connection starts once they are answered.
final class EventStreamHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The path of the stream.
    static let path = "/events"

    /// The event the handlers after this one hear when the connection has become a stream.
    struct Started {}

    private enum State {
        /// Requests go on to Hummingbird.
        case passing
        /// The stream was asked for; its request is not yet whole.
        case asked(HTTPRequestHead)
        /// The stream's request is whole; it starts when the requests before it are answered.
        case queued(HTTPRequestHead)
        /// The stream has started, its body chunked or not: nothing more is read or answered on
        /// the connection.
        case streaming(isChunked: Bool)
    }

    private let source: EventStreamSource
    private var state = State.passing
    /// Requests passed on to Hummingbird, and responses it has ended.
    private var passed = 0
    private var answered = 0
    /// A request passed on ends the connection once answered (HTTP/1.0, `Connection: close`):
    /// a stream asked for after it is Hummingbird's to ignore.
    private var closesAfterAnswer = false
    /// The server began to shut down before the stream started: it ends with its first board.
    private var isQuiescing = false

    /// Streams made of `source`.
    init(source: EventStreamSource) {
        self.source = source
    }

    /// Whether `head` asks for the stream: GET or HEAD of its path, whatever the query, in
    /// origin form (`/events`) or absolute form (`http://host/events`, which proxies may send).
    static func asksForStream(_ head: HTTPRequestHead) -> Bool {
        guard head.method == .GET || head.method == .HEAD else { return false }
        var target = head.uri.utf8.prefix { $0 != UInt8(ascii: "?") }
        if let scheme = target.firstRange(of: "://".utf8) {
            target = target[scheme.upperBound...].drop { $0 != UInt8(ascii: "/") }
        }
        return target.elementsEqual(path.utf8)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        switch state {
        case .passing:
            if case .head(let head) = part {
                guard closesAfterAnswer || !Self.asksForStream(head) else {
                    state = .asked(head)
                    return
                }
                passed += 1
                closesAfterAnswer = closesAfterAnswer || !head.isKeepAlive
            }
            context.fireChannelRead(data)
        case .asked(let head):
            guard case .end = part else { return }
            state = .queued(head)
            startIfAnswered(context)
        case .queued, .streaming:
            break
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Unreadable bytes after the stream's request: nothing is answered now, so the screen's
        // connection is closed (it reconnects if it wants its stream).
        guard case .streaming = state else {
            context.fireErrorCaught(error)
            return
        }
        context.close(promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard case .streaming(let isChunked) = state else {
            if event is ChannelShouldQuiesceEvent { isQuiescing = true }
            context.fireUserInboundEventTriggered(event)
            return
        }
        if event is ChannelShouldQuiesceEvent {
            // The server is shutting down: the stream ends as a body ends.
            EventFrame.endBody(of: context, chunked: isChunked)
        } else if event as? ChannelEvent == .inputClosed {
            // The screen has gone.
            context.close(promise: nil)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .streaming = state else {
            passOn(data, promise: promise, context: context)
            return
        }
        // Only the stream's own bytes go out, written next to the socket; nothing else may.
        promise?.fail(ChannelError.ioOnClosedChannel)
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        // Hummingbird closing its side of a stream's connection: the stream cannot go on.
        guard case .streaming = state, mode == .output else {
            context.close(mode: mode, promise: promise)
            return
        }
        context.close(mode: .all, promise: promise)
    }

    private func passOn(_ data: NIOAny, promise: EventLoopPromise<Void>?, context: ChannelHandlerContext) {
        context.write(data, promise: promise)
        if case .end = unwrapOutboundIn(data) {
            answered += 1
            startIfAnswered(context)
        }
    }

    /// Starts the stream asked for once every request before it is answered.
    private func startIfAnswered(_ context: ChannelHandlerContext) {
        guard case .queued(let head) = state, answered >= passed else { return }
        let chunked = EventStreamResponse.isChunked(answering: head.version)
        state = .streaming(isChunked: chunked)
        leaveHTTP(context)
        let opening = EventStreamResponse.head(answering: head.version)
        guard head.method == .GET else {
            context.writeAndFlush(NIOAny(opening)).assumeIsolated().whenComplete { _ in
                context.close(promise: nil)
            }
            return
        }
        let board = source.opening()
        context.write(NIOAny(opening), promise: nil)
        EventStreamSource.retry.write(to: context, chunked: chunked)
        EventFrame(board.event).write(to: context, chunked: chunked)
        // The server is shutting down: the stream ends with the board it has.
        if isQuiescing || !source.streams.add(context, chunked: chunked, sent: board.version) {
            EventFrame.endBody(of: context, chunked: chunked)
        }
    }

    /// Takes out the handlers that write HTTP's parts between this and the socket, the request
    /// deadline's and Hummingbird's idle timeout, and says the stream has started to the handlers
    /// after this (Hummingbird's side, if never needed, then leaves and its task ends): the
    /// stream's bytes go out as they are, for as long as it lasts.
    private func leaveHTTP(_ context: ChannelHandlerContext) {
        remove(HTTPResponseEncoder.self, from: context)
        remove(RequestVersionHandler.self, from: context)
        remove(RequestDeadlineHandler.self, from: context)
        remove(HTTPConnectionStateHandler.self, from: context)
        context.fireUserInboundEventTriggered(Started())
    }

    private func remove<Handler: RemovableChannelHandler>(
        _ type: Handler.Type, from context: ChannelHandlerContext
    ) {
        let pipeline = context.pipeline.syncOperations
        guard let found = try? pipeline.context(handlerType: type) else { return }
        pipeline.removeHandler(context: found, promise: nil)
    }
}
