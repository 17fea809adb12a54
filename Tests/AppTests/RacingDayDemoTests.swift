import Foundation
import TestSupport
import Testing

/// The racing-day commands with `--demo`: the recorded day, with no network, saying it is a demo.
@Suite(.timeLimit(.minutes(2))) struct RacingDayDemoTests {
    private let noNetwork = ["NEXTTOGO_API_URL": "gopher://not-used-by-the-demo"]

    @Test func meetingsListsTheRecordedDayAndSaysItIsADemo() async throws {
        let output = try await CommandRunner.run(["meetings", "--demo"], environment: noNetwork)

        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Category   Meeting") == true, "\(output.stdout)")
        #expect(lines.count > 50)
        #expect(lines.last == DemoCommandTests.demoNote)
    }

    @Test func meetingsAsJSONSayOnStderrThatTheyAreRecorded() async throws {
        let output = try await CommandRunner.run(["meetings", "--demo", "--json"], environment: noNetwork)

        #expect(output.status == 0)
        #expect(output.stderr == "nexttogo: --demo: these meetings are recorded, not live\n")
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(records.count > 50)
    }

    @Test func aMeetingOfTheDemoShowsItsRaces() async throws {
        let output = try await CommandRunner.run(["meeting", "ballarat", "--demo"], environment: noNetwork)

        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Greyhound · Ballarat VIC", "\(output.stdout)")
        #expect(lines.contains { $0.contains(#/^ +R12 /#) }, "\(output.stdout)")
        #expect(lines.dropLast().last == DemoCommandTests.demoNote)
    }

    @Test func yesterdaysMeetingOfTheDemoShowsItsRecordedPlacings() async throws {
        // Albion Park's ten races ran from 05:17 to 08:19 UTC, so yesterday's are all final at
        // any time of today.
        let output = try await CommandRunner.run(
            ["meeting", "albion", "--date", "yesterday", "--tz", "UTC", "--demo"], environment: noNetwork)

        #expect(output.status == 0, "\(output.stderr)")
        let rows = output.stdout.split(separator: "\n").map(String.init).filter { $0.contains(#/^ +R\d+ /#) }
        #expect(rows.count == 10, "\(output.stdout)")
        #expect(rows.allSatisfy { $0.contains("Final") }, "\(output.stdout)")
        #expect(rows.first?.hasSuffix("1st 6  2nd 2  3rd 9") == true, "\(output.stdout)")
        #expect(rows.last?.hasSuffix("1st 5  2nd 1  3rd 6") == true, "\(output.stdout)")
    }

    @Test func aMeetingTheRecordingAbandonedStaysAbandonedInTheDemo() async throws {
        let output = try await CommandRunner.run(
            ["meeting", "towcester", "--date", "yesterday", "--tz", "UTC", "--demo", "--json"],
            environment: noNetwork)

        #expect(output.status == 0, "\(output.stderr)")
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["state"] as? String == "abandoned", "\(output.stdout)")
        let races = try #require(record["races"] as? [[String: Any]])
        #expect(races.count == 12)
        #expect(races.allSatisfy { $0["status"] as? String == "abandoned" })
    }

    @Test func aRaceOfTheDemoByItsMeetingAndNumberIsTheRaceItsIDOpens() async throws {
        let listing = try await CommandRunner.run(["--demo", "--json", "--count", "20"])
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        // The last of twenty is minutes away, so it is still to run when the next runs look.
        let race = try #require(records.last)
        let id = try #require(race["race_id"] as? String)
        let meeting = try #require(race["meeting_name"] as? String)
        let number = try #require(race["race_number"] as? Int)
        let category = try #require(race["category"] as? String)

        let byName = try await CommandRunner.run(
            ["race", meeting, "\(number)", "--filter", category, "--demo", "--json"])
        let byID = try await CommandRunner.run(["race", id, "--demo", "--json"])

        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(byName.stderr == byID.stderr)
        let shown = try #require(
            try JSONSerialization.jsonObject(with: Data(byName.stdout.utf8)) as? [String: Any])
        // The same recorded race; the demo's day and its board may have moved it by other days.
        let recorded = { (id: String) in id.split(separator: "-").dropLast().joined(separator: "-") }
        #expect((shown["race_id"] as? String).map(recorded) == recorded(id), "\(byName.stdout)")
        #expect(shown["meeting_name"] as? String == meeting)
        #expect(shown["race_number"] as? Int == number)
    }
}
