import Foundation
import TestSupport
import Testing

/// Every fault the test server can inject, against the one-shot command: a clear line and exit
/// status 1 where nothing usable arrived, the good races and status 0 where only some were bad,
/// never a signal, never a hang, never an escape sequence from the API on the terminal.
@Suite(.timeLimit(.minutes(2))) struct OneShotFaultMatrixTests {
    typealias Fault = FaultyFeedServer.Fault

    private static let failures: [(Fault, String)] = [
        (.internalServerError, "nexttogo: the racing API is having trouble (HTTP 500)"),
        (.serviceUnavailable, "nexttogo: the racing API is having trouble (HTTP 503)"),
        (.notFound, "nexttogo: the racing API refused the request (HTTP 404); check --api-url"),
        (.tooManyRequests, "nexttogo: the racing API is limiting requests (HTTP 429)"),
        (.noAnswer, "nexttogo: 127.0.0.1 did not answer in time; try --demo for a recorded feed"),
        (
            .connectionReset,
            "nexttogo: the connection to 127.0.0.1 dropped before the races arrived; try --demo for a recorded feed"
        ),
        (
            .truncatedBody,
            "nexttogo: the connection to 127.0.0.1 dropped before the races arrived; try --demo for a recorded feed"
        ),
        (
            .randomBytes,
            "nexttogo: the racing API sent something that is not a list of races (the body is not JSON)"
        ),
        (
            .htmlPage,
            "nexttogo: the racing API sent something that is not a list of races (the body is not JSON)"
        ),
        (
            .emptyObject,
            "nexttogo: the racing API sent something that is not a list of races (data is missing)"
        ),
        (
            .wrongFieldTypes,
            "nexttogo: the racing API sent something that is not a list of races (data.next_to_go_ids has the wrong type)"
        ),
        (.oversizedBody, "nexttogo: the racing API sent more than 5 MB, more than any list of races"),
    ]

    private func run(_ fault: Fault, _ extra: [String] = []) async throws -> ProgramOutput {
        let server = try FaultyFeedServer()
        defer { server.stop() }
        server.inject(fault)
        return try await ProgramRunner.run(
            ["--api-url", server.baseURL.absoluteString, "--timeout", "1"] + extra,
            environment: ["TZ": "UTC"], timeout: .seconds(20))
    }

    @Test(arguments: failures)
    func aFaultWithNothingUsableIsOneLineAndStatusOne(fault: Fault, message: String) async throws {
        let output = try await run(fault)

        #expect(output.status == 1)
        #expect(!output.terminatedBySignal)
        #expect(output.stdout == "")
        #expect(output.stderr == message + "\n")
    }

    @Test(arguments: [Fault.missingFields, .idsWithoutSummary, .unknownCategory])
    func partlyBadSummariesShowTheGoodRacesAndCountTheRestUnderVerbose(fault: Fault) async throws {
        let output = try await run(fault, ["--verbose"])

        #expect(output.status == 0)
        #expect(TableOutput(output.stdout).rows.count >= 3)
        #expect(output.stderr.hasPrefix("nexttogo: skipped "))
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [[], ["--json"], ["--watch"]])
    func escapeSequencesFromTheAPINeverReachTheOutput(mode: [String]) async throws {
        let server = try FaultyFeedServer()
        defer { server.stop() }
        server.inject(.escapeSequences)

        let output = try await ProgramRunner.run(
            ["--api-url", server.baseURL.absoluteString] + mode, terminateWhenOutputContains: "Park")

        let text = output.stdout + output.stderr
        #expect(text.contains("EvilPark"))
        for forbidden in ["\u{1B}", "\u{9B}", "\u{202E}", "\u{07}"] {
            #expect(!text.contains(forbidden), "output contains \(forbidden.unicodeScalars.first!.value)")
        }
    }
}
