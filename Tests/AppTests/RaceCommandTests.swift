import Foundation
import TestSupport
import Testing

/// `nexttogo race <id>`: the race's details, from its race card (a loopback server plays the
/// recorded cards), or from the recorded next races with `--demo`.
@Suite(.timeLimit(.minutes(2))) struct RaceCommandTests {
    private let raceID = RaceCardFixtures.finalHarness.raceID
    private let environment = ["TZ": "UTC"]

    @Test func keepsTheDetailsItPrintedBeforeFromTheCardsAdditionalInfo() async throws {
        let server = try RaceCardServer()
        defer { server.server.stop() }

        let output = try await CommandRunner.run(
            ["race", raceID.uppercased(), "--api-url", server.apiURL], environment: environment)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Harness · Bendigo R6"))
        for expected in [
            "Race name    Gold Central Victoria Pace", "Starts       2023-07-12 09:30", "Distance     1650m",
            "Track        Good", "Weather      Fine", "Class        not published",
            "Favourite    10 American Hammer Nz (2.40)",
        ] {
            #expect(lines.contains(expected), "\(expected)")
        }
        #expect(lines.contains { $0.hasPrefix("Comment      AMERICAN HAMMER (10) resumes from a spell") })
        #expect(
            server.server.receivedRequests.map(\.target) == ["/rest/v1/racing/?method=racecard&id=\(raceID)"],
            "one request, for the id in the feed's lower case")
    }

    @Test func printsTheRaceAndItsFormAsOneJSONObjectWithNullsForWhatIsMissing() async throws {
        let server = try RaceCardServer()
        defer { server.server.stop() }

        let output = try await CommandRunner.run(
            ["race", RaceCardFixtures.openLadbrokesHorse.raceID, "--json", "--api-url", server.apiURL],
            environment: environment)

        #expect(output.status == 0)
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["meeting_name"] as? String == "Kanazawa")
        #expect(record["weather"] is NSNull)
        #expect(record["distance"] as? Int == 1500)
        #expect(record["track_condition"] as? String == "Good")
        #expect((record["comment"] as? String)?.hasPrefix("COEUR DE REINE (9)") == true)
        #expect(record["starred"] as? Bool == false)
    }

    @Test func theDemoShowsARaceOnItsListWithTheRecordedCardOfItsCategory() async throws {
        let list = try await CommandRunner.run(
            ["--demo", "--json", "--count", "1"], environment: environment)
        let races = try #require(
            try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let id = try #require(races.first?["race_id"] as? String)

        let output = try await CommandRunner.run(["race", id, "--demo"], environment: environment)

        #expect(output.status == 0)
        #expect(output.stdout.contains("Race name"))
        #expect(output.stdout.contains("\nStatus "), "a card: \(output.stdout)")
        #expect(output.stdout.contains("\nDemo card    recorded from "), "\(output.stdout)")
    }

    @Test func anUnreachableFeedIsOneLinePointingToTheDemo() async throws {
        let output = try await CommandRunner.run(
            ["race", raceID, "--api-url", "http://127.0.0.1:9", "--timeout", "2"], environment: environment)

        #expect(output.status == 1)
        #expect(
            output.stderr.hasSuffix(
                "; try --demo for a recorded racing day, or nexttogo doctor to see what answers\n"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aMissingIDIsAUsageError() async throws {
        let output = try await CommandRunner.run(["race"], environment: environment)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("nexttogo: "))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }
}
