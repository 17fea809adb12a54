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

/// How the plain change log's loop ends: the lines typed, the end of the terminal's input and the
/// signals, each with the status the README gives.
@Suite struct PlainWatchLoopTests {
    private func loop() throws -> PlainWatchLoop {
        let dates = DateSource { Date(timeIntervalSince1970: 1_768_438_800) }
        return PlainWatchLoop(
            inputs: WatchInputPoller(
                inbox: try WatchInbox(), signals: try SignalPipe.watching([]), keys: nil,
                ticksEverySecond: false, dates: dates),
            log: PlainChangeLog(), alertLog: nil,
            zone: try StartTimeZone(option: nil, local: .gmt), dates: dates)
    }

    private func key(_ character: Character) -> WatchInput {
        .event(.key(.byte(character.asciiValue ?? 0)))
    }

    @Test func qThenEnterQuitsAndOtherLinesDoNot() throws {
        var loop = try loop()
        let statuses = [
            key("x"), .event(.key(.enter)), key(" "), key("Q"), .event(.tick), .event(.key(.enter)),
        ]
        .map { loop.step($0) }
        #expect(statuses == [nil, nil, nil, nil, nil, WatchExitStatus.quit])
    }

    @Test func theEndOfTheTerminalsInputQuits() throws {
        var loop = try loop()
        #expect(loop.step(.inputEnded) == WatchExitStatus.quit)
    }

    @Test func anOutputWhoseReaderHasGoneEndsTheLogQuietly() throws {
        var loop = try loop()
        #expect(loop.step(.outputClosed) == WatchExitStatus.quit)
    }

    @Test(arguments: zip([SIGHUP, SIGTERM, SIGINT], [Int32(129), 143, 130]))
    func aSignalEndsTheLogWithItsStatus(signal: Int32, status: Int32) throws {
        var loop = try loop()
        #expect(loop.step(.signal(signal)) == status)
    }
}
