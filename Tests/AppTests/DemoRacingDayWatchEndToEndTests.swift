import Foundation
import Testing

extension TerminalTests {
    /// `nexttogo --demo --watch` in a real terminal (a private tmux server): `m` shows the recorded
    /// day's meetings, Enter a meeting's races, Enter a race's card, and Escape goes back a level at a
    /// time to the board.
    @Suite(.timeLimit(.minutes(2)))
    struct DemoRacingDayWatchEndToEndTests {
        @Test(arguments: [(100, 30), (60, 12)])
        func mThenEnterTwiceReachesACardAndEscapeThriceTheBoard(columns: Int, rows: Int) async throws {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try TmuxSession(
                columns: columns, rows: rows,
                commandLine: "'\(program)' --demo --watch --no-color; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }
            let board = try await tmux.waitUntil { $0.contains { $0.contains(#/ R\d+ /#) } }
            #expect(board.first?.hasPrefix("nexttogo demo · races · ") == true, "\(board)")

            try tmux.sendKeys("m")
            let meetings = try await tmux.waitUntil {
                $0.contains { $0.hasPrefix("> ") } && $0.last { !$0.isEmpty }?.hasSuffix("q quit") == true
            }
            #expect(meetings.first?.hasPrefix("nexttogo demo · meetings · ") == true, "\(meetings)")
            #expect(meetings.contains { $0.contains(#/^meetings at \d\d:\d\d:\d\d$/#) }, "\(meetings)")
            #expect(meetings.last { !$0.isEmpty }?.hasSuffix("q quit") == true, "\(meetings)")

            try tmux.sendKeys("Enter")
            let meeting = try await tmux.waitUntil {
                $0.contains { $0.contains("Race") && $0.contains("Starts") }
            }
            #expect(meeting.contains { $0.hasPrefix(">") && $0.contains(#/R\d+/#) }, "\(meeting)")

            try tmux.sendKeys("Enter")
            let card = try await tmux.waitUntil {
                $0.last { !$0.isEmpty }?.hasSuffix("Esc back  q quit") == true
            }
            #expect(
                card.contains { $0.contains(#/^(Horse|Greyhound|Harness) · .+ R\d+/#) }, "its title: \(card)")

            try tmux.sendKeys("Escape")
            _ = try await tmux.waitUntil { $0.contains { $0.contains("Race") && $0.contains("Starts") } }
            try tmux.sendKeys("Escape")
            _ = try await tmux.waitUntil {
                $0.first?.hasPrefix("nexttogo demo · meetings · ") == true
                    && !$0.contains { $0.contains("Starts") }
            }
            try tmux.sendKeys("Escape")
            let back = try await tmux.waitUntil { $0.first?.hasPrefix("nexttogo demo · races · ") == true }
            #expect(back.contains { $0.contains(#/ R\d+ /#) }, "\(back)")
            #expect(!back.contains { $0.contains("Terminal too small") }, "\(back)")
        }
    }
}
