import Foundation
import TestSupport
import Testing

/// The built `nexttogo --group` against a loopback server playing a recording of 2 horse,
/// 5 greyhound and 3 harness races.
@Suite(.timeLimit(.minutes(2))) struct GroupedOutputCommandTests {
    private let recording = "j-__next-to-go-react__payload-1768438793569"
    private let environment = ["TZ": "UTC"]

    /// The section headers of a table whose sections are all full: the lines with no column gap.
    private func headers(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { !$0.contains("  ") }
    }

    @Test func printsOneSectionPerCategoryEachWithItsOwnNextRaces() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString, "--group", "--count", "2"],
            environment: environment)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let table = TableOutput(output.stdout)
        #expect(
            table.header == ["Meeting", "Race", "Starts in", "Local"], "the sections name the categories")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(headers(output.stdout) == ["Horse - 2", "Greyhound - 2", "Harness - 2"])
        let expected = ["horse", "greyhound", "harness"].flatMap { feed.expectedRaces([$0], limit: 2) }
        #expect(table.meetingsAndRaces == expected.map(\.locatedMeetingAndRace))
        #expect(lines.firstIndex(of: "Greyhound - 2") == 4, "after the column header and two horse races")
        #expect(feed.requestedCounts == [10], "ten races can fill three groups of two")
    }

    @Test func aShortSectionSaysHowManyItFound() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString, "--group", "--filter", "harness,greyhound"],
            environment: environment)

        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Greyhound - 5"))
        #expect(lines.contains("Harness - 3  (only 3 of 5 listed)"))
        #expect(!lines.contains { $0.hasPrefix("Horse") })
        #expect(TableOutput(output.stdout).rows.count == 8)
        #expect(feed.requestedCounts == [10, 50, 200])
    }

    @Test func printsAJSONObjectKeyedByCategory() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString, "--group", "--json"], environment: environment)

        #expect(output.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: [[String: Any]]])
        #expect(Set(object.keys) == ["horse", "greyhound", "harness"])
        for category in ["horse", "greyhound", "harness"] {
            let records = try #require(object[category])
            #expect(
                records.compactMap { $0["race_id"] as? String } == feed.expectedRaces([category]).map(\.id))
            #expect(records.allSatisfy { $0["category"] as? String == category })
        }
        #expect(object["horse"]?.count == 2)
        #expect(feed.requestedCounts == [50, 200], "the first request can fill every group")
    }

    @Test func theConfigFileMayGroupByDefaultAndNoGroupTurnsItOff() async throws {
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configDirectory = directory.url.appendingPathComponent("nexttogo")
        try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        try Data(#"{"group": true, "count": 2}"#.utf8).write(
            to: configDirectory.appendingPathComponent("config.json"))
        let environment = self.environment.merging(["XDG_CONFIG_HOME": directory.url.path]) { $1 }
        let api = ["--api-url", feed.server.baseURL.absoluteString]

        let grouped = try await CommandRunner.run(api, environment: environment)
        let flat = try await CommandRunner.run(api + ["--no-group"], environment: environment)

        #expect(grouped.status == 0)
        #expect(headers(grouped.stdout) == ["Horse - 2", "Greyhound - 2", "Harness - 2"])
        #expect(flat.status == 0)
        #expect(headers(flat.stdout) == [])
        #expect(
            TableOutput(flat.stdout).meetingsAndRaces
                == feed.expectedRaces(limit: 2).map(\.locatedMeetingAndRace))
    }
}
