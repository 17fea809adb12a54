import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import NextToGoCLI

/// Commands run in-process on a stub transport and a manual clock: what they ask the API, and
/// how long they wait for it, measured on the environment's clock rather than the machine's.
@Suite(.timeLimit(.minutes(2))) struct InProcessCommandTests {
    /// A transport that never answers: each request sleeps on `clock` for an hour.
    private struct SilentTransport: HTTPTransport {
        let clock: ManualClock

        func get(_ url: URL, headers: [String: String]) async throws(FetchFailure) -> HTTPResponse {
            do {
                try await clock.sleep(for: .seconds(3600))
            } catch {
                throw .cancelled
            }
            throw .interrupted(host: url.hostDescription)
        }
    }

    @Test func aRaceTheAPIDoesNotKnowIsAskedForOnceAtTheChosenRoot() async throws {
        let transport = StubTransport { _ throws(FetchFailure) in
            HTTPResponse(status: 404, body: Data("race not found".utf8))
        }

        let output = try await CommandRunner.run(
            ["race", "r-1", "--api-url", "http://racing.test"], clock: ManualClock(startDate: TestTime.start),
            wallClock: TestTime.dates, transport: transport)

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("nexttogo: "))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1, "\(output.stderr)")
        #expect(transport.requestedURLs.map(\.host) == ["racing.test"])
    }

    @Test func aBoardTheAPINeverAnswersEndsAtItsTimeoutOnTheEnvironmentsClock() async throws {
        let clock = ManualClock(startDate: TestTime.start)
        let board = Task {
            try await CommandRunner.run(
                ["--api-url", "http://racing.test", "--timeout", "5"], clock: clock, wallClock: clock.dates,
                transport: SilentTransport(clock: clock))
        }

        // The request sleeps for an hour; the command's own bound is 5 s for each request its
        // ladder of counts may make, and a second spare.
        let bound = CommandDeadline.limit(
            timeout: .seconds(5), requests: NextRacesSchedule.oneShotRequestLimit)
        await clock.waitForSleepers(count: 2)
        await clock.expire(by: bound - .milliseconds(1))
        #expect(clock.sleeperCount == 2, "nothing ends before the bound")
        await clock.expire(by: .milliseconds(1))
        let output = try await board.value

        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("nexttogo: racing.test did not answer in time"), "\(output.stderr)")
    }

    @Test func helpIsWrittenForTheEnvironmentsConfigFileAndWidthNotTheProcesss() async throws {
        // A run before it in the same process names its own config file: the help is not kept.
        let before = try await CommandRunner.run(
            ["help", "show"], environment: ["XDG_CONFIG_HOME": "/before"])
        #expect(before.stdout.contains("/before/nexttogo/config.json"))

        let output = try await CommandRunner.run(
            ["help", "show"], environment: ["XDG_CONFIG_HOME": "/elsewhere/settings", "COLUMNS": "60"])

        let text = output.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("(/elsewhere/settings/nexttogo/config.json)"))
        #expect(output.stdout.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
