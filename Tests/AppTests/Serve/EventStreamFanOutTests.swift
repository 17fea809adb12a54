import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Synchronization
import Testing

@testable import BoardServer

/// The event streams' fan-out on embedded channels sharing one embedded event loop, run by the
/// test: a change reaches every stream once, from its loop; a closed stream is dropped and its
/// response ended; a stream that stopped reading is closed without holding up the others.
@Suite struct EventStreamFanOutTests {
    /// How many of the futures it watches have completed.
    private final class Completions: Sendable {
        private let done = Mutex(0)
        var count: Int { done.withLock { $0 } }

        init(of futures: [EventLoopFuture<Void>]) {
            for future in futures { future.whenSuccess { self.done.withLock { $0 += 1 } } }
        }
    }

    private let event = ByteBuffer(string: "event: board\ndata: two\n\n")

    /// `count` connected streams on `loop`, added to `fanOut` as sent version 1, and what ends each.
    private func streams(
        _ count: Int, on loop: EmbeddedEventLoop, to fanOut: EventStreamFanOut
    ) throws -> [(channel: EmbeddedChannel, dropped: EventLoopFuture<Void>)] {
        try (0..<count).map { _ in
            let channel = EmbeddedChannel(loop: loop)
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
            return (channel, fanOut.add(channel, sent: 1))
        }
    }

    /// The bodies written to `channel` since the last look.
    private func written(_ channel: EmbeddedChannel) throws -> [ByteBuffer] {
        var bodies: [ByteBuffer] = []
        while let part = try channel.readOutbound(as: HTTPResponsePart.self) {
            if case .body(let buffer) = part { bodies.append(buffer) }
        }
        return bodies
    }

    @Test func aChangeReachesEveryStreamOnceBeyondOneBatchOfTheLoop() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(LoopStreams.batch * 2 + 10, on: loop, to: fanOut)
        loop.run()

        fanOut.send(event, version: 2)
        fanOut.send(event, version: 2)
        loop.run()
        let first = try open.map { try written($0.channel) }
        loop.advanceTime(by: LoopStreams.pause * 2)
        let later = try open.map { try written($0.channel) }

        #expect(first.count { $0 == [event] } == LoopStreams.batch, "one batch, the next a moment later")
        #expect(zip(first, later).allSatisfy { $0 + $1 == [event] }, "every stream, once")
        #expect(fanOut.count == open.count)
    }

    @Test func aClosedStreamIsDroppedItsResponseEndedAndNotWrittenTo() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(2, on: loop, to: fanOut)
        loop.run()
        let ended = Completions(of: [open[0].dropped])

        try open[0].channel.close().wait()
        loop.run()
        fanOut.send(event, version: 2)
        loop.run()

        #expect(ended.count == 1)
        #expect(fanOut.count == 1)
        #expect(try written(open[0].channel).isEmpty)
        #expect(try written(open[1].channel) == [event])
    }

    @Test func aStreamThatStopsReadingIsClosedAndTheOthersStillGetTheChange() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(3, on: loop, to: fanOut)
        loop.run()

        open[1].channel.isWritable = false
        fanOut.send(event, version: 2)
        loop.run()

        #expect(!open[1].channel.isActive, "closed, to reconnect and get the board then")
        #expect(try written(open[1].channel).isEmpty)
        #expect(try written(open[0].channel) == [event])
        #expect(try written(open[2].channel) == [event])
        #expect(fanOut.count == 2)
    }

    @Test func aStreamAddedAsAChangeIsOnItsWayGetsItOnce() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let first = try streams(1, on: loop, to: fanOut)
        loop.run()

        fanOut.send(event, version: 2)
        let late = try streams(1, on: loop, to: fanOut)
        loop.run()

        #expect(try written(first[0].channel) == [event])
        #expect(try written(late[0].channel) == [event])
    }

    @Test func aCommentReachesEveryStreamWhateverItWasSent() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(2, on: loop, to: fanOut)
        let comment = ByteBuffer(string: ": still here\n\n")
        loop.run()

        fanOut.sendToAll(comment)
        fanOut.sendToAll(comment)
        loop.run()

        for stream in open {
            #expect(try written(stream.channel) == [comment, comment])
        }
    }

    @Test func finishingEndsEveryStreamAndAnyLaterOneAtOnce() throws {
        let loop = EmbeddedEventLoop()
        let fanOut = EventStreamFanOut()
        let open = try streams(2, on: loop, to: fanOut)
        loop.run()
        let ended = Completions(of: open.map(\.dropped))

        fanOut.finish()
        loop.run()
        let late = try streams(1, on: loop, to: fanOut)
        loop.run()
        let lateEnded = Completions(of: [late[0].dropped])

        #expect(ended.count == 2)
        #expect(lateEnded.count == 1)
        #expect(fanOut.count == 0)
    }
}
