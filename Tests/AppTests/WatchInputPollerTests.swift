import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

@testable import NextToGoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The watch loop's one wait, on a thread of its own as in the program: each test blocks it in
/// `poll(2)` and wakes it through a real pipe, as the terminal, the inbox or a signal would. The
/// tests run one at a time, because every poller polls the program's one signal pipe, and one
/// test's poller could take the signal another test sends.
@Suite(.serialized, .timeLimit(.minutes(2))) struct WatchInputPollerTests {
    /// A pipe standing in for the terminal's input.
    private final class KeyPipe: Sendable {
        let readEnd: Int32
        let writeEnd: Int32

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            (readEnd, writeEnd) = (ends[0], ends[1])
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            #expect(write(writeEnd, bytes, bytes.count) == bytes.count)
        }

        func closeWriteEnd() {
            close(writeEnd)
        }

        deinit {
            close(readEnd)
        }
    }

    /// A poller on the inbox, the signals and, when given, `keys`, with ticks off unless `dates`
    /// is given.
    private func poller(
        inbox: WatchInbox, signals: [Int32] = [], keys: KeyPipe? = nil, dates: DateSource? = nil
    ) throws -> WatchInputPoller {
        WatchInputPoller(
            inbox: inbox, signals: try SignalPipe.watching(signals),
            keys: keys.map { KeyReader(descriptor: $0.readEnd) }, ticksEverySecond: dates != nil,
            dates: dates ?? DateSource { Date(timeIntervalSince1970: 0) })
    }

    /// Waits on a thread of its own until the poller has returned `count` inputs, and returns them.
    private func inputs(from poller: WatchInputPoller, count: Int) async -> [WatchInput] {
        await DedicatedThread.run(named: "poller-test") {
            var poller = poller
            var inputs: [WatchInput] = []
            while inputs.count < count {
                inputs += poller.next()
            }
            return inputs
        }
    }

    private func byte(_ character: Character) -> WatchInput {
        .event(.key(.byte(character.asciiValue ?? 0)))
    }

    @Test func inputsPostedFromAnotherTaskWakeTheWaitAndArriveInTheOrderPosted() async throws {
        let inbox = try WatchInbox()
        let posted = (0..<200).map { WatchInput.event(.resize(ScreenSize(columns: 10 + $0, rows: 5))) }
        let poller = try poller(inbox: inbox)
        async let received = inputs(from: poller, count: posted.count)
        // Posted while the poller waits, or before it starts: either way only the inbox can wake it.
        await Task.detached {
            for input in posted {
                inbox.post(input)
            }
        }.value
        #expect(await received == posted)
    }

    @Test func keysAreReadWholeWhenAnEscapeSequenceIsSplitBetweenTwoReads() async throws {
        let keys = try KeyPipe()
        // The first read takes all but the last two bytes of the up arrow.
        keys.type(String(repeating: "j", count: KeyReader.readSize - 1) + "\u{1B}[A")
        let received = await inputs(
            from: try poller(inbox: try WatchInbox(), keys: keys), count: KeyReader.readSize)
        #expect(received == Array(repeating: byte("j"), count: KeyReader.readSize - 1) + [.event(.key(.up))])
    }

    @Test func anEscapeWithNothingAfterItIsEscapeOnceTheWaitForTheRestIsOver() async throws {
        let keys = try KeyPipe()
        keys.type("q\u{1B}")
        let received = await inputs(from: try poller(inbox: try WatchInbox(), keys: keys), count: 2)
        #expect(received == [byte("q"), .event(.key(.escape))])
    }

    @Test func theEndOfTheTerminalsInputComesAfterTheKeysBeforeIt() async throws {
        let keys = try KeyPipe()
        keys.type("s")
        keys.closeWriteEnd()
        let received = await inputs(from: try poller(inbox: try WatchInbox(), keys: keys), count: 2)
        #expect(received == [byte("s"), .inputEnded])
    }

    @Test func anOutputWhoseReaderHasGoneWakesTheWaitAtOnce() async throws {
        // The output is a pipe, as into `head -1`, whose reading end then closes.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[1]) }
        let poller = WatchInputPoller(
            inbox: try WatchInbox(), signals: try SignalPipe.watching([]), keys: nil, output: ends[1],
            ticksEverySecond: false, dates: DateSource { Date(timeIntervalSince1970: 0) })
        async let received = inputs(from: poller, count: 1)
        close(ends[0])
        #expect(await received == [.outputClosed])
    }

    @Test func aSignalToTheProgramWakesTheWaitThroughThePipe() async throws {
        let poller = try poller(inbox: try WatchInbox(), signals: [SIGUSR1])
        async let received = inputs(from: poller, count: 1)
        // The handler runs on whichever thread takes the signal, and writes the pipe there.
        kill(getpid(), SIGUSR1)
        #expect(await received == [.signal(SIGUSR1)])
    }

    @Test func theTickComesOnceTheDateSourcePassesTheWholeSecond() async throws {
        // 1 ms before the whole second, so the poller waits 6 ms at a time until the clock moves.
        let clock = ManualClock(startDate: Date(timeIntervalSince1970: 1_768_438_800.999))
        let inbox = try WatchInbox()
        let poller = try poller(inbox: inbox, dates: clock.dates)
        inbox.post(.event(.key(.enter)))
        let first = await inputs(from: poller, count: 1)
        #expect(first == [.event(.key(.enter))], "no tick before the whole second")
        async let ticked = inputs(from: poller, count: 1)
        clock.move(by: .milliseconds(7))
        #expect(await ticked == [.event(.tick)])
    }
}
