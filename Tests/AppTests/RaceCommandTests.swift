import Foundation
import TestSupport
import Testing

/// `nexttogo race <id>`, the built program against a loopback server playing a recorded feed.
@Suite(.timeLimit(.minutes(2))) struct RaceCommandTests {
    private let recording = "j-__next-to-go-react__payload-1768438793569"
    /// Northfield Park R7 in that recording, with every part of its form published.
    private let raceID = "0a715512-e667-4ad3-b892-059b9b68f5a1"
    private let environment = ["TZ": "UTC"]

    @Test func showsEveryPartOfTheFormInLabelledLines() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await ProgramRunner.run(
            ["race", raceID.uppercased(), "--api-url", feed.server.baseURL.absoluteString],
            environment: environment)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Harness · Northfield Park R7")
        for expected in [
            "Race name    Race 7 - 1609M", "Distance     1609m", "Track        Slow", "Weather      Overcast",
            "Class        NW750PSLC", "Start type   Mobile", "Prize money  $11,211",
        ] {
            #expect(lines.contains(expected), "\(expected)")
        }
        #expect(lines.contains { $0.hasPrefix("Comment      HOMESTRETCH WES (1) was successful") })
        #expect(feed.requestedCounts == [200], "one request, as large as the board ever asks")
    }

    @Test func printsTheRaceAndItsFormAsOneJSONObjectWithNullsForWhatIsMissing() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }
        let data = try #require(try Fixtures.object(named: recording)["data"] as? [String: Any])
        let summaries = try #require(data["race_summaries"] as? [String: [String: Any]])
        let withoutWeather = try #require(
            summaries.first { !((($0.value["race_form"] as? [String: Any])?["weather"]) is [String: Any]) }?
                .key)

        let output = try await ProgramRunner.run(
            ["race", withoutWeather, "--json", "--api-url", feed.server.baseURL.absoluteString],
            environment: environment)

        #expect(output.status == 0)
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["race_id"] as? String == withoutWeather)
        #expect(record["weather"] is NSNull)
        #expect(record["distance"] is Int)
        #expect(record.keys.contains("comment"))
        #expect(record["starred"] as? Bool == false)
    }

    @Test func aRaceTheFeedDoesNotListIsOneLineAndStatusOne() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await ProgramRunner.run(
            ["race", "no-such-race\u{1B}[2J", "--api-url", feed.server.baseURL.absoluteString],
            environment: environment)

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("nexttogo: the feed does not list a race 'no-such-race'"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!output.stderr.contains("\u{1B}"), "the id typed is not echoed with its escapes")
    }

    @Test func anUnreachableFeedIsOneLinePointingToTheDemo() async throws {
        let output = try await ProgramRunner.run(
            ["race", raceID, "--api-url", "http://127.0.0.1:9", "--timeout", "2"], environment: environment)

        #expect(output.status == 1)
        #expect(output.stderr.hasSuffix("; try --demo for a recorded feed\n"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aMissingIDIsAUsageError() async throws {
        let output = try await ProgramRunner.run(["race"], environment: environment)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("nexttogo: "))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }
}
