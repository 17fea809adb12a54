import Foundation
import TestSupport
import Testing

/// Where races are, which countries a board keeps and how long ago a race jumped, as the built
/// `nexttogo` prints them from a recorded feed.
@Suite(.timeLimit(.minutes(2))) struct BoardLocationCommandTests {
    private let recording = "j-__next-to-go-react__payload-1768438793569"
    private let environment = ["TZ": "UTC"]

    private func run(_ feed: RecordedFeedServer, _ arguments: [String]) async throws -> ProgramOutput {
        try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString] + arguments, environment: environment)
    }

    @Test func countryCodesInAnyCaseAndRepeatedKeepTheBoardToThoseCountries() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await run(feed, ["--country", "usa", "--country", "Nz"])

        #expect(output.status == 0)
        let table = TableOutput(output.stdout)
        #expect(
            table.meetingsAndRaces == [
                "Northfield Park USA R6", "Charles Town USA R3", "Delta Downs USA R6", "Manukau NZ R8",
                "Northfield Park USA R7",
            ])
        #expect(table.notes.isEmpty, "five races, no shortfall: \(output.stdout)")
    }

    @Test func aCountryFilterClimbsTheTopUpLadderAndSaysWhatItShows() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await run(feed, ["--country", "aus"])

        #expect(output.status == 0)
        #expect(
            TableOutput(output.stdout).meetingsAndRaces == [
                "Shepparton VIC R6", "Richmond Straight NSW R1", "Q Straight QLD R1", "Mount Gambier SA R1",
            ])
        #expect(TableOutput(output.stdout).notes == ["(only 4 of 5 races in AUS listed)"])
        #expect(feed.requestedCounts == [10, 50, 200])
    }

    @Test func aBoardTheCountryFilterEmptiesSaysSoAndTheJSONIsAnEmptyArray() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let table = try await run(feed, ["--country", "fr", "--filter", "horse"])
        let json = try await run(feed, ["--country", "fr", "--json"])

        #expect(table.status == 0)
        #expect(table.stdout == "No upcoming horse races in FR right now.\n")
        #expect(json.status == 0)
        #expect(json.stdout == "[\n\n]\n")
    }

    @Test func theConfigFilesCountryKeyIsTheDefault() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }
        let configHome = try TemporaryDirectory()
        defer { configHome.remove() }
        let folder = configHome.url.appendingPathComponent("nexttogo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"country": ["NZ"]}"#.utf8).write(to: folder.appendingPathComponent("config.json"))

        let output = try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString],
            environment: environment.merging(["XDG_CONFIG_HOME": configHome.url.path]) { $1 })

        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(TableOutput(output.stdout).meetingsAndRaces == ["Manukau NZ R8"])
    }

    @Test func jsonRecordsSayWhereEachRaceIs() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await run(feed, ["-j", "-n", "2"])

        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(records.map { $0["venue_name"] as? String } == ["Northfield Park", "Shepparton"])
        #expect(records.map { $0["venue_state"] as? String } == ["OH", "VIC"])
        #expect(records.map { $0["venue_country"] as? String } == ["USA", "AUS"])
    }

    @Test func aRacePastItsStartReadsJumpedInTheTableAndStaysANumberInTheJSON() async throws {
        // A feed for each run, timed from its first request, so a slow start of the program on a
        // loaded machine cannot carry the race past its 60 s on the board.
        let tableFeed = try RecordedFeedServer(
            recording: recording, leadTime: -30, timedFromFirstRequest: true)
        defer { tableFeed.server.stop() }
        let jsonFeed = try RecordedFeedServer(
            recording: recording, leadTime: -30, timedFromFirstRequest: true)
        defer { jsonFeed.server.stop() }

        let table = try await run(tableFeed, ["-n", "1"])
        let json = try await run(jsonFeed, ["-j", "-n", "1"])

        let countdown = try #require(TableOutput(table.stdout).rows.first?[3])
        #expect(countdown.contains(#/^jumped [2-5]\ds$/#), "\(table.stdout)")
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let seconds = try #require(records.first?["seconds_to_start"] as? Int)
        #expect((-59)...(-29) ~= seconds, "the start is rounded to a whole second")
    }

    @Test func aChosenZoneHeadsTheColumnStartAndIsNamedAsTyped() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let sydney = try await run(feed, ["--tz", "australia/sydney"])
        let utc = try await run(feed, ["--tz", "UTC"])

        #expect(sydney.status == 0)
        #expect(TableOutput(sydney.stdout).header == ["Category", "Meeting", "Race", "Starts in", "Start"])
        #expect(TableOutput(sydney.stdout).notes == ["(start times in Australia/Sydney)"])
        #expect(TableOutput(utc.stdout).notes == ["(start times in UTC)"])
    }
}
