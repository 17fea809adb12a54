import Foundation
import Testing

/// `--demo` plays the bundled recordings with no network.
@Suite(.timeLimit(.minutes(2))) struct DemoCommandTests {
    @Test func showsFiveUpcomingHorseAndGreyhoundRacesInOrder() async throws {
        let output = try await ProgramRunner.run(
            ["--demo", "--filter", "horse,greyhound"],
            environment: ["NEXTTOGO_API_URL": "gopher://not-used-by-the-demo"])

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let table = TableOutput(output.stdout)
        #expect(table.rows.count == 5)
        #expect(table.rows.allSatisfy { ["Horse", "Greyhound"].contains($0[0]) })
    }

    @Test func theFirstRaceJumpsAMinuteOrTwoFromNow() async throws {
        let output = try await ProgramRunner.run(["--demo", "--json"])

        #expect(output.status == 0)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let seconds = records.compactMap { $0["seconds_to_start"] as? Int }
        #expect(seconds.count == 5)
        #expect((60...120).contains(seconds[0]))
        #expect(seconds == seconds.sorted())
    }
}
