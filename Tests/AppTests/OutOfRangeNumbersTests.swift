import Foundation
import TestSupport
import Testing

/// Numbers from the feed beyond what a start time or a prize can be, against the built program:
/// such a race is skipped and counted like any malformed one, such a prize is not published, and
/// the program never traps.
@Suite(.timeLimit(.minutes(2))) struct OutOfRangeNumbersTests {
    /// Start seconds no race can have: beyond `Int`, beyond any Date a clock shows, or long ago.
    private static let impossibleStarts = ["1e20", "9.3e18", "1e308", "-1e20", "-9.3e18", "0"]

    /// A horse race at Ascot, `number`, starting at `seconds` (as the feed writes them).
    private func summary(id: String, number: Int, seconds: String) -> String {
        """
        "\(id)": {"race_id": "\(id)", "race_name": "Race \(number)", "race_number": \(number),
          "meeting_name": "Ascot", "category_id": "4a2788f8-e825-4d36-9894-efd4baf1cfae",
          "advertised_start": {"seconds": \(seconds)}}
        """
    }

    /// Three good races, ten, eleven and twelve minutes off, with one race at each impossible
    /// start listed between them.
    private func bodyWithImpossibleStarts() -> String {
        let now = Int(TestTime.dates.now().timeIntervalSince1970)
        var summaries = (1...3).map {
            summary(id: "good-\($0)", number: $0, seconds: "\(now + 540 + 60 * $0)")
        }
        summaries += Self.impossibleStarts.enumerated().map {
            summary(id: "bad-\($0.offset)", number: 10 + $0.offset, seconds: $0.element)
        }
        let ids = ["good-1"] + Self.impossibleStarts.indices.map { "bad-\($0)" } + ["good-2", "good-3"]
        return """
            {"data": {"next_to_go_ids": [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))],
              "race_summaries": {\(summaries.joined(separator: ",\n"))}}}
            """
    }

    private func serve(_ body: String) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in .json(Array(body.utf8)) }
    }

    @Test func aStartBeyondAnyClockIsSkippedAndCountedInTheTable() async throws {
        let server = try serve(bodyWithImpossibleStarts())
        defer { server.stop() }

        let output = try await CommandRunner.run(
            ["--api-url", server.baseURL.absoluteString, "--verbose"], environment: ["TZ": "UTC"])

        #expect(!output.terminatedBySignal)
        #expect(output.status == 0)
        #expect(TableOutput(output.stdout).meetingsAndRaces == ["Ascot R1", "Ascot R2", "Ascot R3"])
        #expect(output.stderr.contains("skipped \(Self.impossibleStarts.count) races"))
    }

    @Test func aStartBeyondAnyClockIsSkippedInTheJSON() async throws {
        let server = try serve(bodyWithImpossibleStarts())
        defer { server.stop() }

        let output = try await CommandRunner.run(["--api-url", server.baseURL.absoluteString, "--json"])

        #expect(!output.terminatedBySignal)
        #expect(output.status == 0)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(records.map { $0["race_id"] as? String } == ["good-1", "good-2", "good-3"])
    }

    @Test(arguments: ["1e19", "1e300"])
    func prizeMoneyBeyondABillionIsNotPublished(total: String) async throws {
        let card = RaceCardFixtures.openGreyhound
        var root = try #require(
            try JSONSerialization.jsonObject(with: RaceCardFixtures.data(of: card)) as? [String: Any])
        var data = try #require(root["data"] as? [String: Any])
        var races = try #require(data["races"] as? [String: Any])
        var race = try #require(races[card.raceID] as? [String: Any])
        var info = try #require(race["additional_info"] as? [String: Any])
        info["additional_data"] = #"{"revealed_race_info": {"prizemonies": {"total_value": "# + total + "}}}"
        race["additional_info"] = info
        races[card.raceID] = race
        data["races"] = races
        root["data"] = data
        let body = try JSONSerialization.data(withJSONObject: root)
        let server = try LoopbackHTTPServer { _ in .json(Array(body)) }
        defer { server.stop() }

        let table = try await CommandRunner.run(
            ["race", card.raceID, "--api-url", server.baseURL.absoluteString], environment: ["TZ": "UTC"])
        let json = try await CommandRunner.run(
            ["race", card.raceID, "--json", "--api-url", server.baseURL.absoluteString])

        #expect(!table.terminatedBySignal)
        #expect(table.status == 0)
        #expect(table.stdout.contains("Prize money  not published"))
        #expect(json.status == 0)
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(record["prize_money"] is NSNull)
    }
}
