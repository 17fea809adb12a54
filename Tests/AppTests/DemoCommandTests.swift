import Foundation
import TestSupport
import Testing

/// `--demo` plays the racing day built into the program, with no network, and says so.
@Suite(.timeLimit(.minutes(2))) struct DemoCommandTests {
    static let demoNote = "(demo: recorded races, not live)"

    @Test func showsFiveUpcomingHorseAndGreyhoundRacesAndSaysTheyAreADemo() async throws {
        let output = try await CommandRunner.run(
            ["--demo", "--filter", "horse,greyhound"],
            environment: ["NEXTTOGO_API_URL": "gopher://not-used-by-the-demo"])

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let table = TableOutput(output.stdout)
        #expect(table.rows.count == 5)
        #expect(table.rows.allSatisfy { ["Horse", "Greyhound"].contains($0[0]) })
        #expect(table.notes == [Self.demoNote])
    }

    @Test(arguments: [[], ["--count", "50"]])
    func noMeetingAndRaceNumberComesTwice(arguments: [String]) async throws {
        let output = try await CommandRunner.run(["--demo"] + arguments)

        #expect(output.status == 0)
        let table = TableOutput(output.stdout)
        let pairs = table.rows.map { "\($0[0]) \($0[1]) \($0[2])" }
        #expect(pairs.count == (arguments.isEmpty ? 5 : 50))
        #expect(Set(pairs).count == pairs.count, "\(output.stdout)")
    }

    @Test func jsonRecordsStayAsTheyAreAndOneLineOnStderrSaysTheRacesAreRecorded() async throws {
        let output = try await CommandRunner.run(["--demo", "--json"])

        #expect(output.status == 0)
        #expect(output.stderr == "nexttogo: --demo: these races are recorded, not live\n")
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let seconds = records.compactMap { $0["seconds_to_start"] as? Int }
        #expect(seconds.count == 5)
        #expect(seconds.allSatisfy { $0 >= -120 })
        #expect(seconds == seconds.sorted())
        #expect(records.allSatisfy { $0.keys.allSatisfy { !$0.contains("demo") } })
    }

    @Test func aRaceTheDemoListsCanBeLookedUpByItsID() async throws {
        let listing = try await CommandRunner.run(["--demo", "--json", "--count", "20"])
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        // The last of twenty is minutes away, so it is still listed when the second run looks.
        let race = try #require(records.last)
        let id = try #require(race["race_id"] as? String)
        let meeting = try #require(race["meeting_name"] as? String)
        let number = try #require(race["race_number"] as? Int)
        let name = try #require(race["race_name"] as? String)

        let output = try await CommandRunner.run(["race", id, "--demo"])

        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(" · \(meeting) R\(number)") == true, "\(output.stdout)")
        #expect(lines.contains("Race name    \(name)"), "\(output.stdout)")
    }
}
