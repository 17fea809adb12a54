import Foundation
import Testing

/// `NEXTTOGO_DEMO_NOW` pins the demo's clock, so a demo run can be repeated at any hour; only the
/// demo reads it, and a time it cannot use is a usage error.
@Suite(.timeLimit(.minutes(2))) struct DemoClockCommandTests {
    @Test func thePinnedDemoShowsTheRacesOfThatMomentOfTheRecordedDay() async throws {
        // The README's run: 08:41 UTC, the next race Wentworth Park's fifth at 08:42.
        let output = try await CommandRunner.run(
            ["--demo", "--count", "2"],
            environment: ["NEXTTOGO_DEMO_NOW": "2026-11-25T08:41:00Z", "TZ": "UTC"])

        #expect(output.status == 0)
        let rows = TableOutput(output.stdout).rows
        #expect(rows.first?[1] == "Wentworth Park NSW" && rows.first?[2] == "R5", "\(output.stdout)")
        #expect(rows.first?.last == "08:42")
    }

    @Test func theSamePinnedHourGivesTheSameRacingDay() async throws {
        let environment = ["NEXTTOGO_DEMO_NOW": "2026-11-25T16:00:00Z", "TZ": "UTC"]

        let first = try await CommandRunner.run(["meetings", "--demo"], environment: environment)
        let second = try await CommandRunner.run(["meetings", "--demo"], environment: environment)

        #expect(first.status == 0)
        // A report prints the pinned moment itself, however long the program took to get there.
        #expect(
            first.stdout.split(separator: "\n").dropFirst().first?.hasPrefix(
                "Greyhound  Newcastle Bags. UK           10/12  R11 in 3m 00s") == true,
            "the UK's evening is next: \(first.stdout)")
        #expect(first.stdout == second.stdout)
    }

    @Test(arguments: [
        "tomorrow", "2026-13-01T00:00:00Z", "1999-12-31T23:00:00Z", "2150-01-01T00:00:00Z", "\u{1B}[2J",
    ])
    func aTimeTheDemoCannotUseIsAUsageErrorInOneLine(value: String) async throws {
        let output = try await CommandRunner.run(["--demo"], environment: ["NEXTTOGO_DEMO_NOW": value])

        #expect(output.status == 64)
        #expect(output.stdout == "")
        #expect(
            output.stderr.hasPrefix("nexttogo: NEXTTOGO_DEMO_NOW must be a time such as 2026-11-25T08:41:00Z")
        )
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(!output.stderr.contains("\u{1B}"))
    }

    @Test func liveRacesDoNotReadIt() async throws {
        // The live feed follows the wall clock: a bad value there is not even read.
        let output = try await CommandRunner.run(
            ["--api-url", "http://127.0.0.1:9", "--timeout", "1"],
            environment: ["NEXTTOGO_DEMO_NOW": "tomorrow"])

        #expect(output.status == 1)
        #expect(!output.stderr.contains("NEXTTOGO_DEMO_NOW"))
    }
}
