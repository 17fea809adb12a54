import Foundation
import NIOCore
import NIOEmbedded
import NIOHTTP1
import Synchronization
import Testing

@testable import BoardServer

/// A connection's `DeferredHTTPHandler` on an embedded channel, behind its `EventStreamHandler`:
/// Hummingbird's side is added at the first request for it, or for a request that could not be
/// read, and never for an event stream; a connection that asks for nothing is closed when idle,
/// when its screen stops sending, or when the server shuts down, and its task then ends.
@Suite struct DeferredHTTPHandlerTests {
    /// What the test's Hummingbird side saw: the parts and errors that reached it.
    private final class Hummingbird: ChannelInboundHandler, Sendable {
        typealias InboundIn = HTTPServerRequestPart
        private let seen = Mutex<[String]>([])
        var parts: [String] { seen.withLock { $0 } }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let part: String
            switch unwrapInboundIn(data) {
            case .head(let head): part = "head \(head.uri)"
            case .body: part = "body"
            case .end: part = "end"
            }
            seen.withLock { $0.append(part) }
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            seen.withLock { $0.append("error") }
        }
    }

    private let idleTimeout = TimeAmount.seconds(30)

    /// A connection whose Hummingbird side is `hummingbird`, added when first needed; what its
    /// task is given, once it is.
    private func connection(
        _ hummingbird: Hummingbird
    ) throws -> (channel: EmbeddedChannel, attached: EventLoopFuture<String?>) {
        let channel = EmbeddedChannel()
        let attached = channel.eventLoop.makePromise(of: String?.self)
        let source = EventStreamSource(streams: EventStreamFanOut()) {
            (1, ByteBuffer(string: "event: board\ndata: one\n\n"))
        }
        try channel.pipeline.syncOperations.addHandlers([
            EventStreamHandler(source: source),
            DeferredHTTPHandler<String>(
                idleTimeout: idleTimeout,
                attach: { channel in
                    try channel.pipeline.syncOperations.addHandler(hummingbird)
                    return "Hummingbird's requests"
                }, attached: attached),
        ])
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, attached.futureResult)
    }

    private func ask(_ channel: EmbeddedChannel, _ uri: String) throws {
        try channel.writeInbound(
            HTTPServerRequestPart.head(HTTPRequestHead(version: .http1_1, method: .GET, uri: uri)))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
    }

    /// What `future` holds, on the embedded loop where it completes; nil while it has not.
    private func settled(_ future: EventLoopFuture<String?>) -> String?? {
        let value = Mutex<String??>(nil)
        future.whenSuccess { requests in value.withLock { $0 = .some(requests) } }
        return value.withLock { $0 }
    }

    private var hasDeferredHandler: (EmbeddedChannel) -> Bool {
        { (try? $0.pipeline.syncOperations.context(handlerType: DeferredHTTPHandler<String>.self)) != nil }
    }

    @Test func theFirstRequestForHummingbirdAddsItsSideAndReachesIt() throws {
        let hummingbird = Hummingbird()
        let (channel, attached) = try connection(hummingbird)
        #expect(settled(attached) == nil, "nothing added before a request")

        try ask(channel, "/api/board")
        try ask(channel, "/healthz")

        #expect(hummingbird.parts == ["head /api/board", "end", "head /healthz", "end"])
        #expect(settled(attached) == .some("Hummingbird's requests"))
        #expect(!hasDeferredHandler(channel), "it leaves once Hummingbird's side is in")
    }

    @Test func anUnreadableRequestAddsHummingbirdsSideToAnswerIt() throws {
        let hummingbird = Hummingbird()
        let (channel, attached) = try connection(hummingbird)

        channel.pipeline.fireErrorCaught(HTTPParserError.invalidVersion)

        #expect(hummingbird.parts == ["error"])
        #expect(settled(attached) == .some("Hummingbird's requests"))
    }

    @Test func anEventStreamNeverAddsHummingbirdsSideAndItsTaskEnds() throws {
        let hummingbird = Hummingbird()
        let (channel, attached) = try connection(hummingbird)

        try ask(channel, "/events")

        #expect(hummingbird.parts.isEmpty)
        #expect(settled(attached) == .some(nil))
        #expect(!hasDeferredHandler(channel))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: idleTimeout * 2)
        #expect(channel.isActive, "a stream is never idle")
    }

    @Test func aConnectionThatAsksForNothingIsClosedWhenIdleAndItsTaskEnds() throws {
        let (channel, attached) = try connection(Hummingbird())

        channel.embeddedEventLoop.advanceTime(by: idleTimeout - .seconds(1))
        let beforeTheTimeout = channel.isActive
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))

        #expect(beforeTheTimeout)
        #expect(!channel.isActive)
        #expect(settled(attached) == .some(nil))
    }

    @Test(arguments: ["the screen stopped sending", "the server is shutting down"])
    func aConnectionThatAsksForNothingIsClosedWhen(_ what: String) throws {
        let (channel, attached) = try connection(Hummingbird())

        if what == "the screen stopped sending" {
            channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        } else {
            channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        }

        #expect(!channel.isActive)
        #expect(settled(attached) == .some(nil))
    }

    @Test func anyOtherErrorClosesTheConnectionWithNothingAdded() throws {
        let hummingbird = Hummingbird()
        let (channel, attached) = try connection(hummingbird)

        channel.pipeline.fireErrorCaught(IOError(errnoCode: ECONNRESET, reason: "read"))

        #expect(hummingbird.parts.isEmpty)
        #expect(!channel.isActive)
        #expect(settled(attached) == .some(nil))
    }
}
