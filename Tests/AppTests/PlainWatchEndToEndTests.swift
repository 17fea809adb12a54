import Foundation
import Spawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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

    @Test func thePlainWatchLogSendsAlertsToAChannelAndSaysEachSendOnStderr() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let hook = try LoopbackHTTPServer { _ in .text("", status: 204) }
        defer { hook.stop() }
        let errorsFile = home.url.appendingPathComponent("stderr")
        let outputFile = home.url.appendingPathComponent("stdout")
        for file in [errorsFile, outputFile] {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        }
        let errors = try FileHandle(forWritingTo: errorsFile)
        defer { try? errors.close() }
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let program = try SpawnedProgram(
            executable: ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path,
            arguments: [
                "--demo", "--watch", "--webhook", hook.baseURL.appendingPathComponent("hook").absoluteString,
            ],
            environment: ProgramRunner.environment(["XDG_CONFIG_HOME": home.url.path]),
            output: output.fileDescriptor, error: errors.fileDescriptor)
        defer { program.send(SIGKILL) }

        let priceMove = try await poll("the demo's price move at the hook", timeout: .seconds(60)) {
            () -> LoopbackHTTPServer.Request? in
            hook.receivedRequests.first {
                String(decoding: $0.body, as: UTF8.self).contains(#""kind":"price_move""#)
            }
        }
        let said = try await poll("a send said on stderr", timeout: .seconds(30)) { () -> String? in
            let text = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
            return text.contains("nexttogo: sent to webhook http://127.0.0.1:") ? text : nil
        }
        program.send(SIGTERM)
        _ = try await poll("nexttogo to end", timeout: .seconds(30)) { program.exit }

        #expect(String(decoding: priceMove.body, as: UTF8.self).contains("Replayed by the demo"))
        #expect(!said.contains("\u{1B}"), "plain lines on stderr")
        #expect(
            try String(contentsOf: outputFile, encoding: .utf8).hasPrefix("== "), "the log itself on stdout")
    }
}
