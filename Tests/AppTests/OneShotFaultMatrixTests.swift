import Foundation
import TestSupport
import Testing

/// Every fault the test server can inject, against the one-shot command: a clear line and exit
/// status 1 where nothing usable arrived, the good races and status 0 where only some were bad,
/// never a signal, never a hang, never an escape sequence from the API on the terminal. In the
/// messages, `HOST` stands for the server's `127.0.0.1:PORT`.
@Suite(.timeLimit(.minutes(3))) struct OneShotFaultMatrixTests {
    typealias Fault = FaultyFeedServer.Fault

    private static let failures: [(Fault, String)] = [
        (.internalServerError, "nexttogo: the racing API is having trouble (HTTP 500)"),
        (.serviceUnavailable, "nexttogo: the racing API is having trouble (HTTP 503)"),
        (
            .notFound,
            "nexttogo: the racing API answers none of its routes to the next races (HTTP 404); "
                + "check --api-url, or run nexttogo doctor to see what answers"
        ),
        (.tooManyRequests, "nexttogo: the racing API is limiting requests (HTTP 429)"),
        (
            .noAnswer,
            "nexttogo: HOST did not answer in time; try --demo for a recorded racing day, or nexttogo doctor to see what answers"
        ),
        (
            .connectionReset,
            "nexttogo: the connection to HOST dropped before the races arrived; try --demo for a recorded racing day, or nexttogo doctor to see what answers"
        ),
        (
            .truncatedBody,
            "nexttogo: the connection to HOST dropped before the races arrived; try --demo for a recorded racing day, or nexttogo doctor to see what answers"
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
        (
            .trickledBody,
            "nexttogo: HOST did not answer in time; try --demo for a recorded racing day, or nexttogo doctor to see what answers"
        ),
        (
            .gzipBomb,
            "nexttogo: the racing API sent something that is not a list of races (the body is compressed, which nexttogo did not ask for)"
        ),
        (.redirectLoop, "nexttogo: HOST sent too many redirects; check --api-url"),
        (
            .closedBeforeHeaders,
            "nexttogo: the connection to HOST dropped before the races arrived; try --demo for a recorded racing day, or nexttogo doctor to see what answers"
        ),
    ]

    /// Runs the one-shot command against `server` (or `apiURL`) with a timeout of
    /// `timeoutSeconds`, by default long enough for a loaded machine: the runner's limit, a minute
    /// over the timeout, fails any fault that is not bounded by the timeout.
    private func run(
        _ server: FaultyFeedServer, apiURL: String? = nil, _ extra: [String] = [], timeoutSeconds: Int = 60
    ) async throws -> ProgramOutput {
        try await CommandRunner.run(
            ["--api-url", apiURL ?? server.baseURL.absoluteString, "--timeout", "\(timeoutSeconds)"] + extra,
            environment: ["TZ": "UTC"], timeout: .seconds(timeoutSeconds + 60))
    }

    private func run(_ fault: Fault, _ extra: [String] = []) async throws -> ProgramOutput {
        let server = try FaultyFeedServer()
        defer { server.stop() }
        server.inject(fault)
        return try await run(server, extra)
    }

    @Test(arguments: failures)
    func aFaultWithNothingUsableIsOneLineAndStatusOne(fault: Fault, message: String) async throws {
        let server = try FaultyFeedServer()
        defer { server.stop() }
        server.inject(fault)

        // A second is enough for a body that trickles in to time out, and 5 for a server that never
        // answers; the other faults end by themselves, however busy the machine, within the minute
        // they are given.
        let timeout =
            switch fault {
            case .trickledBody: 1
            case .noAnswer: 5
            default: 60
            }
        let output = try await run(server, timeoutSeconds: timeout)

        #expect(output.status == 1)
        #expect(!output.terminatedBySignal)
        #expect(output.stdout == "")
        let host = "127.0.0.1:\(server.baseURL.port ?? 0)"
        #expect(output.stderr == message.replacingOccurrences(of: "HOST", with: host) + "\n")
    }

    @Test func aRefusedConnectionNamesTheHostAndPortNothingListensAt() async throws {
        let server = try FaultyFeedServer()
        defer { server.stop() }
        let refusing = try RefusingLoopbackPort()
        let port = refusing.port

        let output = try await run(server, apiURL: "http://127.0.0.1:\(port)")
        withExtendedLifetime(refusing) {}

        #expect(output.status == 1)
        #expect(
            output.stderr
                == "nexttogo: nothing is listening at 127.0.0.1:\(port) (check --api-url); "
                + "try --demo for a recorded racing day, or nexttogo doctor to see what answers\n")
    }

    @Test func anHTTPSURLAtAPlainHTTPServerIsATLSFailureWithANextStep() async throws {
        let server = try FaultyFeedServer()
        defer { server.stop() }
        let host = "127.0.0.1:\(server.baseURL.port ?? 0)"

        let output = try await run(server, apiURL: "https://\(host)")

        #expect(output.status == 1)
        #expect(!output.terminatedBySignal)
        #expect(
            output.stderr
                == "nexttogo: cannot make a secure connection to \(host) (check that --api-url should be https, "
                + "and the clock); try --demo for a recorded racing day, or nexttogo doctor to see what answers\n"
        )
        #expect(server.requestCount == 0)
    }

    @Test func anUpperCaseSchemeReachesTheServer() async throws {
        let server = try FaultyFeedServer()
        defer { server.stop() }
        let root = server.baseURL.absoluteString.replacingOccurrences(of: "http://", with: "HTTP://")

        let output = try await run(server, apiURL: root)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(TableOutput(output.stdout).rows.count >= 3)
        #expect(server.requestCount == 1)
    }

    @Test(arguments: ["?x=1", "/?x=1", "#frag", "/#frag"])
    func aQueryOrFragmentInTheAPIRootIsAUsageError(suffix: String) async throws {
        let server = try FaultyFeedServer()
        defer { server.stop() }

        let output = try await run(server, apiURL: server.baseURL.absoluteString + suffix)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("nexttogo: the API URL must be a root without a ?query or #fragment"))
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(server.requestCount == 0)
    }

    @Test(arguments: [Fault.missingFields, .idsWithoutSummary, .unknownCategory])
    func partlyBadSummariesShowTheGoodRacesAndCountTheRestUnderVerbose(fault: Fault) async throws {
        let output = try await run(fault, ["--verbose"])

        #expect(output.status == 0)
        #expect(TableOutput(output.stdout).rows.count >= 3)
        #expect(output.stderr.hasPrefix("nexttogo: skipped "))
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [[], ["--json"]])
    func escapeSequencesFromTheAPINeverReachTheOutput(mode: [String]) async throws {
        let server = try FaultyFeedServer()
        defer { server.stop() }
        server.inject(.escapeSequences)

        let output = try await CommandRunner.run(["--api-url", server.baseURL.absoluteString] + mode)

        let text = output.stdout + output.stderr
        #expect(text.contains("EvilPark"))
        for forbidden in ["\u{1B}", "\u{9B}", "\u{202E}", "\u{07}"] {
            #expect(!text.contains(forbidden), "output contains \(forbidden.unicodeScalars.first!.value)")
        }
    }
}
