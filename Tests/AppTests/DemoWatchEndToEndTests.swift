import Foundation
import Testing

extension TerminalTests {
    /// `nexttogo --demo --watch` in a real terminal (a private tmux server) says it is a demo, and
    /// Enter on a race shows the recorded card of its category.
    @Suite(
        .timeLimit(.minutes(2)))
    struct DemoWatchEndToEndTests {
        @Test func theWatchHeaderSaysDemo() async throws {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try TmuxSession(
                columns: 100, rows: 24, commandLine: "'\(program)' --demo --watch; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }

            let screen = try await tmux.waitUntil { $0.first?.hasPrefix("nexttogo") == true }

            let header = try #require(screen.first)
            #expect(header.hasPrefix("nexttogo demo · races · "), "\(screen)")
        }

        @Test func aPinnedDemoClockRunsOnInTheWatchSoItsCountdownsTick() async throws {
            // A report prints the pinned moment; a watch runs on from it.
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try TmuxSession(
                columns: 100, rows: 24, commandLine: "'\(program)' --demo --watch; sleep 600",
                environment: ["TZ": "UTC", "NEXTTOGO_DEMO_NOW": "2026-11-25T08:41:00Z"])
            defer { tmux.kill() }

            let first = try await tmux.waitUntil { $0.first?.hasPrefix("nexttogo demo") == true }
            // The header's clock, not the rest of the screen (a board drawn over "Loading").
            let ticked = try await tmux.waitUntil {
                $0.first?.hasPrefix("nexttogo demo") == true && $0.first != first.first
            }

            #expect(first.first?.contains(" · 08:41:") == true, "it starts at the pinned time: \(first)")
            #expect(ticked.first != first.first, "the header's clock moves on: \(ticked)")
        }

        @Test func aSixtyByFifteenPaneShowsTheRacesThatFitAndHowManyMore() async throws {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try TmuxSession(
                columns: 60, rows: 15, commandLine: "'\(program)' --demo --watch --count 12; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }

            let screen = try await tmux.waitUntil { lines in
                lines.contains { $0.contains(#/^\+\d+ more$/#) }
            }

            let races = screen.filter { $0.contains(#/ R\d+ /#) }
            let more = try #require(screen.compactMap { try? #/^\+(\d+) more$/#.wholeMatch(in: $0) }.first)
            #expect(!races.isEmpty, "\(screen)")
            #expect(races.count + (Int(more.1) ?? 0) == 12, "the board still holds --count races: \(screen)")
            #expect(!screen.contains { $0.hasPrefix("Terminal too small") }, "\(screen)")
            #expect(screen.allSatisfy { $0.count <= 60 }, "\(screen)")
        }

        @Test func questionMarkShowsTheHelpInPlaceOfTheBoardAndQuestionMarkAgainBringsTheBoardBack()
            async throws
        {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try TmuxSession(
                columns: 100, rows: 30, commandLine: "'\(program)' --demo --watch; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }
            let races = #/ R\d+ /#

            let board = try await tmux.waitUntil {
                $0.contains { $0.contains(races) } && $0.last { !$0.isEmpty }?.hasSuffix("q quit") == true
            }
            #expect(board.last { !$0.isEmpty }?.hasSuffix("? help  q quit") == true, "\(board)")

            try tmux.sendKeys("?")
            let help = try await tmux.waitUntil { $0.contains("Keys") }
            #expect(help.contains { $0.hasPrefix("  ?         show or close this help") }, "\(help)")
            #expect(help.contains("Row colours: how soon a race jumps"), "\(help)")
            #expect(help.contains { $0.hasPrefix("  yellow    under 5 minutes to go") }, "\(help)")
            #expect(help.last { !$0.isEmpty } == "? or Esc close help  q quit", "\(help)")
            #expect(!help.contains { $0.contains(races) }, "the help takes the board's place: \(help)")

            try tmux.sendKeys("?")
            let back = try await tmux.waitUntil { $0.contains { $0.contains(races) } }
            #expect(!back.contains("Keys"), "\(back)")
            #expect(back.last { !$0.isEmpty }?.hasSuffix("? help  q quit") == true, "\(back)")
        }

        @Test func enterOnTheFirstRaceShowsTheRecordedCardOfItsCategoryNamingItsOrigin() async throws {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try TmuxSession(
                columns: 100, rows: 40, commandLine: "'\(program)' --demo --watch --no-color; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }

            _ = try await tmux.waitUntil { $0.contains { $0.contains(#/ R\d+ /#) } }
            try tmux.sendKeys("Down")
            _ = try await tmux.waitUntil { $0.contains { $0.hasPrefix("> ") } }
            try tmux.sendKeys("Enter")
            let card = try await tmux.waitUntil { $0.contains { $0.hasPrefix("Demo card ") } }

            let origin = try #require(card.first { $0.hasPrefix("Demo card ") })
            #expect(
                origin.wholeMatch(
                    of:
                        #/Demo card {4}recorded from (Albion Park R7, 17|Bendigo R6, 12|Kanazawa R9, 18) Jul 2023/#
                )
                    != nil, "\(card)")
            #expect(card.contains { $0.contains("Runner") && $0.contains("Bar") }, "the field: \(card)")
            #expect(!card.contains { $0.contains("no recorded") }, "\(card)")
        }
    }
}
