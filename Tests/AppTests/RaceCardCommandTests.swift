import Foundation
import TestSupport
import Testing

/// `nexttogo race <id>` on the recorded race cards, the built program against a loopback server.
@Suite(.timeLimit(.minutes(2))) struct RaceCardCommandTests {
    private let environment = ["TZ": "UTC"]

    @Test(arguments: ExpectedRaceCards.all.indices)
    func showsTheStatusAndEveryRunnerInTheCardsOrder(index: Int) async throws {
        let card = ExpectedRaceCards.all[index]
        let server = try RaceCardServer()
        defer { server.server.stop() }

        let output = try await CommandRunner.run(
            ["race", card.fixture.raceID, "--api-url", server.apiURL], environment: environment)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0 == card.title })
        #expect(lines.contains { $0 == "Status       \(card.status.capitalized)" })
        #expect((card.status != "open") == lines.first!.hasPrefix("This race has been run"))
        let heading = try #require(lines.firstIndex { $0.contains("Runner") && $0.contains("Bar") })
        let rows = lines[(heading + 1)...].prefix(card.runners.count)
        #expect(rows.map(ExpectedRaceCards.cells) == card.runners.map(ExpectedRaceCards.expectedCells))
        #expect(server.server.receivedRequests.count == 1, "one request")
    }

    @Test(arguments: ExpectedRaceCards.all.indices)
    func printsTheStatusAndEveryRunnerAsJSON(index: Int) async throws {
        let card = ExpectedRaceCards.all[index]
        let server = try RaceCardServer()
        defer { server.server.stop() }

        let output = try await CommandRunner.run(
            ["race", card.fixture.raceID, "--json", "--api-url", server.apiURL], environment: environment)

        #expect(output.status == 0)
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["status"] as? String == card.status)
        #expect(record["race_id"] as? String == card.fixture.raceID)
        let runners = try #require(record["runners"] as? [[String: Any]])
        try #require(runners.count == card.runners.count)
        for (shown, expected) in zip(runners, card.runners) {
            #expect(shown["number"] as? Int == expected.number)
            #expect(shown["name"] as? String == expected.name)
            #expect(shown["barrier"] as? Int == expected.barrier)
            #expect((shown["barrier"] is NSNull) == (expected.barrier == nil))
            #expect(shown["rider"] as? String == expected.rider)
            #expect((shown["rider"] is NSNull) == (expected.rider == nil))
            #expect(shown["trainer"] as? String == expected.trainer)
            #expect(shown["form"] as? String == expected.form)
            #expect(shown["scratched"] as? Bool == expected.scratched)
            #expect(shown["emergency"] as? Bool == expected.emergency)
            #expect(shown["win"] as? Double == expected.win)
            #expect((shown["win"] is NSNull) == (expected.win == nil))
            #expect(shown["place"] as? Double == expected.place)
            #expect((shown["place"] is NSNull) == (expected.place == nil))
            #expect(shown["favourite"] as? Bool == expected.favourite)
            #expect(shown["position"] as? Int == expected.position)
            #expect((shown["position"] is NSNull) == (expected.position == nil))
        }
        // The placings are the placed runners, one each, by position.
        let placings = try #require(record["placings"] as? [[String: Any]])
        let placed = card.runners.filter { $0.position != nil }.sorted { $0.position! < $1.position! }
        #expect(placings.map { $0["position"] as? Int } == placed.map(\.position))
        #expect(placings.map { $0["runners"] as? [Int] } == placed.map { [$0.number] })
    }

    @Test func aRaceTheAPIDoesNotKnowIsOneLineAndStatusOne() async throws {
        let server = try RaceCardServer()
        defer { server.server.stop() }

        let output = try await CommandRunner.run(
            ["race", "no-such-race\u{1B}[2J", "--api-url", server.apiURL], environment: environment)

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("nexttogo: the racing API does not know a race 'no-such-race'"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!output.stderr.contains("\u{1B}"), "the id typed is not echoed with its escapes")
    }
}
