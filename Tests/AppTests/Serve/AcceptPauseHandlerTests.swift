import Foundation
import NIOCore
import NIOEmbedded
import Testing

@testable import BoardServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listening socket's pause when the open files run out, on an embedded channel whose clock
/// the test moves: reading stops at once, for 500 ms, and the first pause is reported once.
@Suite struct AcceptPauseHandlerTests {
    /// Counts the reads that pass it towards the socket.
    private final class ReadCounter: ChannelOutboundHandler {
        typealias OutboundIn = Never
        var reads = 0

        func read(context: ChannelHandlerContext) {
            reads += 1
            context.read()
        }
    }

    /// Counts the pauses reported.
    private final class Reports {
        var count = 0
    }

    /// The last value `autoRead` was set to on `channel`, nil when it never was.
    private func autoRead(_ channel: EmbeddedChannel) -> Bool? {
        channel.options.last { $0.option is ChannelOptions.Types.AutoReadOption }?.value as? Bool
    }

    private func pausingChannel() throws -> (EmbeddedChannel, ReadCounter, Reports) {
        let channel = EmbeddedChannel()
        let counter = ReadCounter()
        let reports = Reports()
        try channel.pipeline.syncOperations.addHandler(counter)
        try channel.pipeline.syncOperations.addHandler(
            AcceptPauseHandler(pause: .milliseconds(500)) { reports.count += 1 })
        return (channel, counter, reports)
    }

    @Test(arguments: [EMFILE, ENFILE])
    func runningOutOfFilesStopsReadingFor500Milliseconds(errno: CInt) throws {
        let (channel, counter, reports) = try pausingChannel()

        channel.pipeline.fireErrorCaught(IOError(errnoCode: errno, reason: "accept"))
        channel.read()
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(499))

        #expect(autoRead(channel) == false, "the socket unregistered")
        #expect(counter.reads == 0, "no read let through while paused")
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(autoRead(channel) == true)
        channel.read()
        #expect(counter.reads == 1)
        #expect(reports.count == 1)
        try channel.throwIfErrorCaught()
    }

    @Test func theFirstPauseIsReportedOnceAndAnErrorWhilePausedDoesNotExtendIt() throws {
        let (channel, _, reports) = try pausingChannel()

        channel.pipeline.fireErrorCaught(IOError(errnoCode: EMFILE, reason: "accept"))
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(400))
        channel.pipeline.fireErrorCaught(IOError(errnoCode: EMFILE, reason: "accept"))
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(100))
        #expect(autoRead(channel) == true, "resumed 500 ms after the first")
        channel.pipeline.fireErrorCaught(IOError(errnoCode: EMFILE, reason: "accept"))
        #expect(autoRead(channel) == false, "paused again")

        #expect(reports.count == 1)
    }

    @Test func anotherErrorGoesOnDownThePipeline() throws {
        let (channel, counter, reports) = try pausingChannel()

        channel.pipeline.fireErrorCaught(IOError(errnoCode: ECONNABORTED, reason: "accept"))
        channel.read()

        #expect(throws: IOError.self) { try channel.throwIfErrorCaught() }
        #expect(autoRead(channel) == nil)
        #expect(counter.reads == 1)
        #expect(reports.count == 0)
    }
}
