import Foundation
import Testing

/// `--country` with a code the feed spells otherwise says so on stderr, in one line each, with
/// the code that was probably meant, for the board and the racing day.
@Suite(.timeLimit(.minutes(2))) struct CountryMissCommandTests {
    @Test func theBoardSaysInOneLineThatNoRaceIsFromTheCode() async throws {
        let output = try await CommandRunner.run(["--demo", "--country", "jp", "--count", "50"])

        #expect(output.status == 0)
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        // Which codes are on the board, and so what is suggested, depends on the hour; the
        // suggestions themselves are CountryMissTests'.
        #expect(lines.first?.hasPrefix("nexttogo: no race on the board is from JP") == true)
        #expect(lines.first?.contains("(codes there: ") == true)
    }

    @Test func aCodeThatMatchesSaysNothing() async throws {
        // Australia's races run in the UTC morning of the demo's day: this test needs that hour.
        let output = try await CommandRunner.run(
            ["--demo", "--country", "aus,jp", "--json", "--count", "50"],
            environment: ["NEXTTOGO_DEMO_NOW": "2026-11-25T04:00:00Z"])

        #expect(output.status == 0)
        #expect(!output.stderr.contains("is from AUS"))
        #expect(output.stderr.contains("no race on the board is from JP"))
    }

    @Test func meetingsSayNoMeetingOfTheDayIsFromTheCode() async throws {
        let output = try await CommandRunner.run(["meetings", "--demo", "--country", "jp"])

        #expect(output.status == 0)
        #expect(output.stderr.contains("did you mean JPN? (codes there: "))
        #expect(output.stderr.contains("no meeting on "))
    }
}
