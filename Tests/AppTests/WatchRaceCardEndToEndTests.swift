import Foundation
import TestSupport
import Testing

extension TerminalTests {
    /// Enter in the built `nexttogo --watch`, in a real terminal (a private tmux server), against a
    /// loopback server whose soonest race has a recorded race card: the card shows over the board,
    /// and Escape brings the board back.
    @Suite(
        .timeLimit(.minutes(2)))
    struct WatchRaceCardEndToEndTests {
        private static let card = ExpectedRaceCards.openGreyhound

        /// A recorded board whose soonest race, ten minutes off, has the id of `card`'s race.
        private static func board() throws -> Data {
            let rebased = try Fixtures.rebased(
                "j-__next-to-go-react__payload-1768438793569", firstStart: Date().addingTimeInterval(600))
            var root = try #require(try JSONSerialization.jsonObject(with: rebased) as? [String: Any])
            var data = try #require(root["data"] as? [String: Any])
            var summaries = try #require(data["race_summaries"] as? [String: [String: Any]])
            let soonest = try #require(
                summaries.min {
                    start($0.value) < start($1.value) || start($0.value) == start($1.value) && $0.key < $1.key
                })
            let id = card.fixture.raceID
            summaries[soonest.key] = nil
            summaries[id] = soonest.value.merging(["race_id": id]) { $1 }
            data["race_summaries"] = summaries
            data["next_to_go_ids"] = (data["next_to_go_ids"] as? [String] ?? []).map {
                $0 == soonest.key ? id : $0
            }
            root["data"] = data
            return try JSONSerialization.data(withJSONObject: root)
        }

        private static func start(_ summary: [String: Any]) -> Double {
            (summary["advertised_start"] as? [String: Any])?["seconds"] as? Double ?? 0
        }

        @Test func enterShowsTheSelectedRacesCardAndEscapeTheBoardAgain() async throws {
            let board = Array(try Self.board())
            let cardPath = "/rest/v1/racing/?method=racecard&id=\(Self.card.fixture.raceID)"
            let cardBody = Array(try RaceCardFixtures.data(of: Self.card.fixture))
            let server = try LoopbackHTTPServer { request in
                guard request.target.contains("method=racecard") else { return .json(board) }
                return request.target == cardPath ? .json(cardBody) : .text("race not found", status: 404)
            }
            func cardRequests() -> Int {
                server.receivedRequests.filter { $0.target.contains("method=racecard") }.count
            }
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try TmuxSession(
                columns: 100, rows: 40,
                commandLine:
                    "'\(program)' --watch --no-color --api-url '\(server.baseURL.absoluteString)'; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }
            let boardKeys =
                "h g t filter  ↑↓ select  ↵ card  m meetings  s star  a all  r refresh  ? help  q quit"

            _ = try await tmux.waitUntil { $0.contains(boardKeys) && $0.contains { $0.contains(#/ R\d+ /#) } }
            #expect(cardRequests() == 0, "no card is asked for before Enter")

            try tmux.sendKeys("Down")
            _ = try await tmux.waitUntil { $0.contains { $0.hasPrefix("> ") } }
            try tmux.sendKeys("Enter")
            let card = try await tmux.waitUntil { screen in
                Self.card.runners.allSatisfy { runner in screen.contains { $0.contains(runner.name) } }
            }

            #expect(card.contains(Self.card.title), "\(card)")
            #expect(card.contains("Status       Open"), "\(card)")
            #expect(card.contains { $0.contains(#/^prices at \d\d:\d\d:\d\d$/#) }, "\(card)")
            #expect(card.contains("r refresh  Esc back  q quit"), "\(card)")
            #expect(cardRequests() >= 1)

            try tmux.sendKeys("Escape")
            let back = try await tmux.waitUntil { $0.contains(boardKeys) }
            #expect(!back.contains { $0.contains(Self.card.runners[0].name) }, "\(back)")
            #expect(back.contains { $0.hasPrefix("> ") }, "the selection is where it was: \(back)")
        }
    }
}
