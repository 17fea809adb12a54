import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import BoardServer

/// The event streams' fan-out on embedded channels sharing one embedded event loop, run by the
/// test, each stream started by its connection's `EventStreamHandler`: a change reaches every
/// stream once, from its loop; a closed stream is dropped and not written to; a stream that
/// stopped reading is closed without holding up the others.
@Suite struct EventStreamFanOutTests {
    private let event = ByteBuffer(string: "event: board\ndata: two\n\n")
    /// The event as an HTTP/1.1 stream's body carries it: a chunk.
    private let chunk = "18\r\nevent: board\ndata: two\n\n\r\n"

    /// `count` screens' connections on `loop`, each with its stream started and sent the board's
    /// version 1, its opening (head, retry and board) read.
    private func streams(_ count: Int, on loop: EmbeddedEventLoop, to fanOut: EventStreamFanOut) throws
        -> [EmbeddedChannel]
    {
        let source = EventStreamSource(streams: fanOut) {
            (1, ByteBuffer(string: "event: board\ndata: one\n\n"))
        }
        return try (0..<count).map { _ in
            let channel = EmbeddedChannel(handler: EventStreamHandler(source: source), loop: loop)
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
            try channel.writeInbound(
                HTTPServerRequestPart.head(HTTPRequestHead(version: .http1_1, method: .GET, uri: "/events")))
            try channel.writeInbound(HTTPServerRequestPart.end(nil))
            var opening = ""
            while !opening.hasSuffix("data: one\n\n\r\n"),
                let buffer = try channel.readOutbound(as: ByteBuffer.self)
            {
                opening += String(buffer: buffer)
            }
            return channel
        }
    }

    /// The bytes written to `channel` since the last look, as text.
    private func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) { text += String(buffer: buffer) }
        return text
    }

    @Test func aChangeReachesEveryStreamOnceBeyondOneBatchOfTheLoop() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(LoopStreams.batch * 2 + 10, on: loop, to: fanOut)
        loop.run()

        fanOut.send(event, version: 2)
        fanOut.send(event, version: 2)
        loop.run()
        let first = try open.map { try written($0) }
        loop.advanceTime(by: LoopStreams.pause * 2)
        let later = try open.map { try written($0) }

        #expect(first.count { $0 == chunk } == LoopStreams.batch, "one batch, the next a moment later")
        #expect(zip(first, later).allSatisfy { $0 + $1 == chunk }, "every stream, once")
        #expect(fanOut.count == open.count)
    }

    @Test func aClosedStreamIsDroppedAndNotWrittenTo() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(2, on: loop, to: fanOut)

        try open[0].close().wait()
        loop.run()
        fanOut.send(event, version: 2)
        loop.run()

        #expect(fanOut.count == 1)
        #expect(try written(open[0]).isEmpty)
        #expect(try written(open[1]) == chunk)
    }

    @Test func aStreamThatStopsReadingIsClosedAndTheOthersStillGetTheChange() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(3, on: loop, to: fanOut)
        loop.run()

        open[1].isWritable = false
        fanOut.send(event, version: 2)
        loop.run()

        #expect(!open[1].isActive, "closed, to reconnect and get the board then")
        #expect(try written(open[1]).isEmpty)
        #expect(try written(open[0]) == chunk)
        #expect(try written(open[2]) == chunk)
        #expect(fanOut.count == 2)
    }

    @Test func aStreamAddedAsAChangeIsOnItsWayGetsItOnce() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let first = try streams(1, on: loop, to: fanOut)

        fanOut.send(event, version: 2)
        let late = try streams(1, on: loop, to: fanOut)
        loop.run()

        #expect(try written(first[0]) == chunk)
        #expect(try written(late[0]) == chunk)
    }

    @Test func aCommentReachesEveryStreamWhateverItWasSent() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(2, on: loop, to: fanOut)
        let comment = ByteBuffer(string: ": still here\n\n")

        fanOut.sendToAll(comment)
        fanOut.sendToAll(comment)
        loop.run()

        for stream in open {
            #expect(try written(stream) == "e\r\n: still here\n\n\r\n" + "e\r\n: still here\n\n\r\n")
        }
    }

    @Test func finishingClosesEveryStreamAndAnyLaterOneOnceItHasTheBoard() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(2, on: loop, to: fanOut)

        fanOut.finish()
        loop.run()
        let late = try streams(1, on: loop, to: fanOut)

        #expect(
            try open.allSatisfy { try written($0) == "0\r\n\r\n" && !$0.isActive }, "ended as a body ends")
        #expect(
            try written(late[0]) == "0\r\n\r\n" && !late[0].isActive, "ended at once, after its first board")
        #expect(fanOut.count == 0)
    }
}
