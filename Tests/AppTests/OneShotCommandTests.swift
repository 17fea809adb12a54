import Foundation
import TestSupport
import Testing

/// The built `nexttogo` against a loopback server playing recorded responses.
@Suite(.timeLimit(.minutes(2))) struct OneShotCommandTests {
    private let recording = "j-__next-to-go-react__payload-1768438793569"
    private let environment = ["TZ": "UTC"]

    @Test func printsTheNextFiveRacesAsATable() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString], environment: environment)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let table = TableOutput(output.stdout)
        #expect(table.header == ["Category", "Meeting", "Race", "Starts in", "Local"])
        #expect(table.meetingsAndRaces == feed.expectedRaces().map(\.locatedMeetingAndRace))
        #expect(table.rows.map { $0[0].lowercased() } == feed.expectedRaces().map(\.category))
        let utc = DateFormatter()
        utc.timeZone = TimeZone(identifier: "UTC")
        utc.dateFormat = "HH:mm"
        #expect(table.rows.map { $0[4] } == feed.expectedRaces().map { utc.string(from: $0.start) })
        #expect(table.rows.first?[3].hasSuffix("s") == true)
        #expect(!output.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
        #expect(feed.requestedCounts == [10])
    }

    @Test func filtersByCategoryCaseInsensitivelyAcrossRepeatedOptions() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString, "--filter", "Horse", "--filter", "GREYHOUND"],
            environment: environment)

        #expect(output.status == 0)
        let expected = feed.expectedRaces(["horse", "greyhound"])
        #expect(expected.count == 5)
        #expect(
            TableOutput(output.stdout).meetingsAndRaces
                == expected.map(\.locatedMeetingAndRace))
    }

    @Test func asksForMoreAndSaysSoWhenTheFeedHasTooFewOfACategory() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString, "--filter", "harness"], environment: environment
        )

        #expect(output.status == 0)
        let table = TableOutput(output.stdout)
        #expect(table.rows.count == 3)
        #expect(table.notes == ["(only 3 of 5 harness races listed)"])
        #expect(feed.requestedCounts == [10, 50, 200])
    }

    @Test func printsJSONForScripts() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let before = TestTime.dates.now()
        let output = try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString, "--json", "--filter", "horse,greyhound"],
            environment: environment)
        let after = TestTime.dates.now()

        #expect(output.status == 0)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let expected = feed.expectedRaces(["horse", "greyhound"])
        #expect(records.compactMap { $0["race_id"] as? String } == expected.map(\.id))
        #expect(records.compactMap { $0["category"] as? String } == expected.map(\.category))
        let iso = ISO8601DateFormatter()
        for (record, race) in zip(records, expected) {
            let start = try #require((record["advertised_start"] as? String).flatMap(iso.date(from:)))
            #expect(start == race.start)
            let seconds = try #require(record["seconds_to_start"] as? Int)
            // The program reads the time once, between the two readings here, however long it ran.
            let soonest = Int(race.start.timeIntervalSince(after).rounded(.down))
            let latest = Int(race.start.timeIntervalSince(before).rounded(.up))
            #expect((soonest...latest).contains(seconds))
        }
    }

    @Test func readsTheAPIRootFromTheEnvironment() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run(
            ["--json"], environment: ["NEXTTOGO_API_URL": feed.server.baseURL.absoluteString])

        #expect(output.status == 0)
        #expect(feed.requestedCounts == [10])
    }

    @Test func aServerErrorIsOneLineAndExitStatusOne() async throws {
        let server = try LoopbackHTTPServer { _ in .text("boom", status: 500) }
        defer { server.stop() }

        let output = try await CommandRunner.run(["--api-url", server.baseURL.absoluteString])

        #expect(output.status == 1)
        #expect(!output.terminatedBySignal)
        #expect(output.stdout == "")
        #expect(output.stderr == "nexttogo: the racing API is having trouble (HTTP 500)\n")
    }

    @Test func reportsSkippedRacesUnderVerbose() async throws {
        let body = """
            {"data": {"next_to_go_ids": ["a", "ghost"], "race_summaries": {"a": {"race_id": "a",
              "race_name": "R", "race_number": 1, "meeting_name": "Ascot",
              "category_id": "4a2788f8-e825-4d36-9894-efd4baf1cfae",
              "advertised_start": {"seconds": \(Int(TestTime.dates.now().timeIntervalSince1970) + 600)}}}}}
            """
        let server = try LoopbackHTTPServer { _ in .json(Array(body.utf8)) }
        defer { server.stop() }

        let output = try await CommandRunner.run(["--api-url", server.baseURL.absoluteString, "--verbose"])

        #expect(output.status == 0)
        #expect(output.stderr.contains("skipped 1 race"))
        #expect(TableOutput(output.stdout).meetingsAndRaces == ["Ascot R1"])
    }
}
