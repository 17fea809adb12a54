import Foundation
import TestSupport
import Testing

/// `nexttogo serve` as a person runs it: it says where to point a browser, serves the demo's
/// board, stops cleanly on a signal with streams open, and says plainly when it cannot listen.
@Suite(.timeLimit(.minutes(2))) struct ServeCommandTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func theDemosBoardIsServedUntilASignalEndsEveryStreamAndTheProgram(signal: Int32) async throws {
        let served = try await ServedProgram(["--demo"])

        let records = try await LoopbackConnection.get(port: served.port, "/api/board")
        let races = try #require(
            try JSONSerialization.jsonObject(with: Data(records.body.utf8)) as? [[String: Any]])
        let page = try await LoopbackConnection.get(port: served.port, "/")
        let stream = try LoopbackConnection(port: served.port)
        stream.sendRequest(target: Array("/events".utf8))
        _ = try await LoopbackConnection.offThePool { try stream.read(until: "event: board") }

        #expect(races.count == 5)
        #expect(page.body.contains("nexttogo <span class=\"demo\">demo</span>"))
        #expect(served.standardError.contains("serving the demo's recorded board at http://127.0.0.1:"))
        let status = try await served.stop(with: signal)
        let received = try await LoopbackConnection.offThePool { try stream.readToEnd(timeout: .seconds(2)) }
        #expect(status == 0)
        #expect(
            String(decoding: received, as: UTF8.self).hasSuffix("\r\n0\r\n\r\n"),
            "the open stream was ended as a response ends, not cut off")
    }

    @Test func aPortInUseIsOneLineAndExitOne() async throws {
        let occupant = try LoopbackHTTPServer { _ in .text("taken", status: 200) }
        defer { occupant.stop() }

        let second = try await ProgramRunner.run(["serve", "--demo", "--port", "\(occupant.port)"])

        #expect(second.status == 1)
        #expect(
            second.stderr
                == "nexttogo: port \(occupant.port) on 127.0.0.1 is already in use; stop what uses it, or pick "
                + "another with --port\n")
    }

    @Test(arguments: [
        (["--port", "70000"], "--port must be between 1 and 65535 (or 0 for any free port), not 70000."),
        (["--port", "-1"], "--port must be between 1 and 65535 (or 0 for any free port), not -1."),
        (
            ["--bind", "example.com"],
            "--bind needs an IP address such as 127.0.0.1, 0.0.0.0 or ::1, or localhost, not 'example.com'."
        ),
        (["--count", "0"], "--count must be between 1 and 50, not 0."),
        (["--count", "51"], "--count must be between 1 and 50, not 51."),
        (
            ["--publish", "ftp://127.0.0.1/publish/board"],
            "--publish needs an http:// or https:// URL of an Nchan publisher location, such as "
                + "http://127.0.0.1/publish/board, not 'ftp://127.0.0.1/publish/board'."
        ),
        (
            ["--publish", "http://127.0.0.1:70000/publish/board"],
            "--publish needs an http:// or https:// URL of an Nchan publisher location, such as "
                + "http://127.0.0.1/publish/board, not 'http://127.0.0.1:70000/publish/board'."
        ),
        (
            ["--events-url", "https://elsewhere.example/subscribe/board"],
            "--events-url needs a path on the page's own host, such as /subscribe/board, not "
                + "'https://elsewhere.example/subscribe/board'."
        ),
        (
            ["--events-url", "/sub\"><script>"],
            "--events-url needs a path on the page's own host, such as /subscribe/board, not '/sub\"><script>'."
        ),
    ])
    func aBadPortAddressCountOrChannelIsAUsageError(arguments: [String], message: String) async throws {
        let output = try await CommandRunner.run(["serve", "--demo"] + arguments)

        #expect(output.status == 64)
        #expect(output.stderr == "nexttogo: \(message) See 'nexttogo help serve'.\n")
    }
}
