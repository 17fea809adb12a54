import Foundation
import TestSupport
import Testing

/// The built `nexttogo --watch` with its output on a file, as when watch mode is logged: a block
/// for each new board, which says it is a demo, heads its start times as the table does, says
/// which filter emptied the board, and never passes on an escape sequence from the API. Each run
/// ends on SIGTERM once its output shows what the test waits for.
@Suite(.timeLimit(.minutes(2))) struct PlainWatchEndToEndTests {
    private static let recording = "j-__next-to-go-react__payload-1768438793569"

    @Test func thePlainLogSaysWhichFilterEmptiedTheBoard() async throws {
        let feed = try RecordedFeedServer(recording: Self.recording, now: .system)
        defer { feed.server.stop() }

        let output = try await ProgramRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString, "--watch", "--country", "ire"],
            environment: ["TZ": "UTC"], terminateWhenOutputContains: "right now.")

        #expect(output.stdout.contains("· races in IRE · up to date\nNo upcoming races in IRE right now."))
    }

    @Test func thePlainWatchLogSaysItIsADemoInItsFirstBlock() async throws {
        let output = try await ProgramRunner.run(
            ["--demo", "--watch"], terminateWhenOutputContains: DemoCommandTests.demoNote)

        let firstBlock = try #require(output.stdout.components(separatedBy: "\n\n").first)
        #expect(firstBlock.hasPrefix("== "))
        #expect(firstBlock.split(separator: "\n").last.map(String.init) == DemoCommandTests.demoNote)
    }

    @Test func withTzThePlainWatchLogHeadsItsStartTimesStartAsTheTableDoes() async throws {
        let table = try await CommandRunner.run(["--demo", "--tz", "UTC"])
        let log = try await ProgramRunner.run(
            ["--demo", "--watch", "--tz", "UTC"], terminateWhenOutputContains: DemoCommandTests.demoNote)

        #expect(TableOutput(table.stdout).header.last == "Start", "\(table.stdout)")
        let firstBlock = try #require(log.stdout.components(separatedBy: "\n\n").first)
        let lines = firstBlock.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(#/^== \d\d:\d\d:\d\d UTC · /#) == true, "\(firstBlock)")
        #expect(
            TableOutput(lines.dropFirst().joined(separator: "\n")).header.last == "Start", "\(firstBlock)")
    }

    @Test func escapeSequencesFromTheAPINeverReachTheLog() async throws {
        let server = try FaultyFeedServer(now: .system)
        defer { server.stop() }
        server.inject(.escapeSequences)

        let output = try await ProgramRunner.run(
            ["--api-url", server.baseURL.absoluteString, "--watch"], terminateWhenOutputContains: "Park")

        let text = output.stdout + output.stderr
        #expect(text.contains("EvilPark"))
        for forbidden in ["\u{1B}", "\u{9B}", "\u{202E}", "\u{07}"] {
            #expect(!text.contains(forbidden), "output contains \(forbidden.unicodeScalars.first!.value)")
        }
    }
}
