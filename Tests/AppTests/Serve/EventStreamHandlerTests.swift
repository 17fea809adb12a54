import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import BoardServer

/// A connection's `EventStreamHandler` on an embedded channel: the stream's request is answered
/// here, with the board, and never reaches Hummingbird; any other request goes on as it came; a
/// stream asked for behind an unanswered request waits for its answer.
@Suite struct EventStreamHandlerTests {
    private static let board = ByteBuffer(string: "event: board\ndata: one\n\n")

    /// The connections waiting for a request, as the server's are kept.
    private let waiting = WaitingConnections()

    /// A connection with the handler behind the HTTP encoder, the version's handler and the
    /// request's deadline, as serve's, the board's version 1 its stream's opening, added to
    /// `fanOut`.
    private func connection(to fanOut: EventStreamFanOut = EventStreamFanOut()) throws -> EmbeddedChannel {
        let source = EventStreamSource(streams: fanOut) { (1, Self.board) }
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandlers([
            HTTPResponseEncoder(), RequestVersionHandler(),
            RequestDeadlineHandler(deadline: .seconds(30), readTimeout: .seconds(30), waiting: waiting),
            EventStreamHandler(source: source),
        ])
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    /// Writes a whole request for `uri` into `channel`, as a client would send it.
    private func ask(
        _ channel: EmbeddedChannel, _ uri: String, method: HTTPMethod = .GET, version: HTTPVersion = .http1_1,
        headers: HTTPHeaders = [:]
    ) throws {
        try channel.writeInbound(
            HTTPServerRequestPart.head(
                HTTPRequestHead(version: version, method: method, uri: uri, headers: headers)))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
    }

    /// Answers the request `channel` passed on, as Hummingbird would.
    private func answer(_ channel: EmbeddedChannel) throws {
        let head = HTTPResponseHead(version: .http1_1, status: .ok, headers: ["Content-Length": "2"])
        try channel.writeOutbound(HTTPServerResponsePart.head(head))
        try channel.writeOutbound(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: "[]"))))
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
    }

    /// Whether a handler of `type` is in `channel`'s pipeline.
    private func has<Handler: ChannelHandler>(_ channel: EmbeddedChannel, _ type: Handler.Type) -> Bool {
        (try? channel.pipeline.syncOperations.context(handlerType: type)) != nil
    }

    /// Everything written to `channel` since the last look, as text.
    private func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) { text += String(buffer: buffer) }
        return text
    }

    @Test(arguments: ["/events", "/events?since=3", "http://board.example.org/events"])
    func theStreamIsAnsweredHereWithTheBoardAndItsConnectionLeftToTheFanOut(uri: String) throws {
        let fanOut = EventStreamFanOut()
        let channel = try connection(to: fanOut)

        try ask(channel, uri)

        let opening = try written(channel)
        #expect(opening.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(opening.contains("\r\nContent-Type: text/event-stream\r\n"))
        #expect(opening.contains("\r\nConnection: close\r\n"), "nothing else is answered on it")
        #expect(opening.contains("\r\nContent-Security-Policy: default-src 'none';"))
        #expect(opening.contains("\r\nTransfer-Encoding: chunked\r\n"))
        #expect(opening.hasSuffix("\r\n\r\nd\r\nretry: 5000\n\n\r\n18\r\nevent: board\ndata: one\n\n\r\n"))
        #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == nil, "Hummingbird never sees it")
        #expect(fanOut.count == 1)
        #expect(!has(channel, HTTPResponseEncoder.self) && !has(channel, RequestVersionHandler.self))
        #expect(!has(channel, RequestDeadlineHandler.self) && waiting.isEmpty, "a stream is never timed")
    }

    @Test(arguments: [(HTTPMethod.GET, "/events/"), (.GET, "/eventsx"), (.POST, "/events"), (.GET, "/")])
    func anyOtherRequestGoesOnAsItCame(method: HTTPMethod, uri: String) throws {
        let fanOut = EventStreamFanOut()
        let channel = try connection(to: fanOut)

        try ask(channel, uri, method: method)

        guard case .head(let head) = try channel.readInbound(as: HTTPServerRequestPart.self) else {
            Issue.record("the head did not go on")
            return
        }
        #expect(head.uri == uri)
        #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == .end(nil))
        #expect(try written(channel).isEmpty)
        #expect(fanOut.count == 0)
    }

    @Test func aStreamAskedForBehindAnUnansweredRequestStartsOnceItIsAnswered() throws {
        let channel = try connection()
        try ask(channel, "/api/board")
        try ask(channel, "/events")
        let beforeTheAnswer = try written(channel)

        try answer(channel)
        let after = try written(channel)

        #expect(beforeTheAnswer.isEmpty)
        #expect(after.hasPrefix("HTTP/1.1 200 OK\r\n"))
        let stream = try #require(after.range(of: "\r\n\r\n[]")).upperBound
        #expect(after[stream...].hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"))
    }

    @Test(arguments: [HTTPVersion.http1_0, .http1_1])
    func aHeadRequestGetsTheStreamsHeadAloneAndTheConnectionCloses(version: HTTPVersion) throws {
        let fanOut = EventStreamFanOut()
        let channel = try connection(to: fanOut)

        try ask(channel, "/events", method: .HEAD, version: version)

        let opening = try written(channel)
        #expect(opening.hasPrefix("HTTP/\(version.major).\(version.minor) 200 OK\r\n"))
        #expect(
            opening.contains("Transfer-Encoding: chunked") == (version == .http1_1), "HTTP/1.0 has no chunks")
        #expect(opening.hasSuffix("\r\n\r\n"))
        #expect(!channel.isActive)
        #expect(fanOut.count == 0)
    }

    @Test func aStreamAskedForAsTheServerStopsGetsTheBoardThenItsConnectionCloses() throws {
        let fanOut = EventStreamFanOut()
        fanOut.finish()
        let channel = try connection(to: fanOut)

        try ask(channel, "/events")

        #expect(
            try written(channel).hasSuffix("event: board\ndata: one\n\n\r\n0\r\n\r\n"), "ended as a body ends"
        )
        #expect(!channel.isActive)
    }

    @Test func aStreamEndsAsABodyEndsWhenTheServerShutsDownAndClosesWhenItsScreenGoes() throws {
        let fanOut = EventStreamFanOut()
        let ending = try connection(to: fanOut)
        let leaving = try connection(to: fanOut)
        try ask(ending, "/events")
        try ask(leaving, "/events")
        _ = try (written(ending), written(leaving))

        ending.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        leaving.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        ending.embeddedEventLoop.run()
        leaving.embeddedEventLoop.run()

        #expect(try written(ending) == "0\r\n\r\n" && !ending.isActive)
        #expect(try written(leaving).isEmpty && !leaving.isActive)
        #expect(fanOut.count == 0)
    }

    @Test func nothingButTheStreamIsWrittenOnceItHasStarted() throws {
        let channel = try connection()
        try ask(channel, "/events")
        _ = try written(channel)

        let late = channel.eventLoop.makePromise(of: Void.self)
        channel.pipeline.syncOperations.write(NIOAny(HTTPServerResponsePart.end(nil)), promise: late)

        #expect(throws: ChannelError.self) { try late.futureResult.wait() }
        #expect(try written(channel).isEmpty)
    }

    @Test func aRequestSentAfterTheStreamOnItsConnectionIsNotAnswered() throws {
        let channel = try connection()
        try ask(channel, "/events")
        _ = try written(channel)

        try ask(channel, "/healthz")

        #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == nil)
        #expect(try written(channel).isEmpty)
        #expect(channel.isActive)
    }

    @Test func aStreamAskedForAfterARequestThatClosesTheConnectionIsLeftToHummingbird() throws {
        let fanOut = EventStreamFanOut()
        let channel = try connection(to: fanOut)

        try ask(channel, "/api/board", headers: ["Connection": "close"])
        try ask(channel, "/events")

        var uris: [String] = []
        while let part = try channel.readInbound(as: HTTPServerRequestPart.self) {
            if case .head(let head) = part { uris.append(head.uri) }
        }
        #expect(uris == ["/api/board", "/events"])
        #expect(fanOut.count == 0)
    }

    @Test func aStreamQueuedAsTheServerStopsEndsWithItsFirstBoard() throws {
        let fanOut = EventStreamFanOut()
        let channel = try connection(to: fanOut)
        try ask(channel, "/api/board")
        try ask(channel, "/events")

        channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        try answer(channel)

        #expect(try written(channel).hasSuffix("event: board\ndata: one\n\n\r\n0\r\n\r\n"))
        #expect(!channel.isActive)
    }

    @Test func closingTheStreamsSendingSideClosesItsConnection() throws {
        let channel = try connection()
        try ask(channel, "/events")

        channel.pipeline.close(mode: .output, promise: nil)

        #expect(!channel.isActive, "half a stream's connection is no use to its screen")
    }
}
