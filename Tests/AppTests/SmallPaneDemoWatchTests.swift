import Foundation
import Testing

extension TerminalTests {
    /// `nexttogo --demo --watch` in the small panes a newcomer tries first, 60×12 and 40×9, in a real
    /// terminal (a private tmux server): the screen says how to get help and quit, the help scrolls
    /// to its end, a card shows runners, and no line is wasted while races are cut (issue 19).
    @Suite(
        .timeLimit(.minutes(2)))
    struct SmallPaneDemoWatchTests {
        /// True for a screen that shows a race's row.
        private static func showsRaces(_ screen: [String]) -> Bool {
            screen.contains { $0.contains(#/ R\d+ /#) }
        }

        private func demo(columns: Int, rows: Int, _ options: String = "") throws -> TmuxSession {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            return try TmuxSession(
                columns: columns, rows: rows,
                commandLine: "'\(program)' --demo --watch --no-color \(options); sleep 600",
                environment: ["TZ": "UTC"])
        }

        @Test(arguments: ["", "--group"])
        func aSixtyByTwelvePaneSaysHowToGetHelpAndQuit(options: String) async throws {
            let tmux = try demo(columns: 60, rows: 12, options)
            defer { tmux.kill() }

            let screen = try await tmux.waitUntil {
                Self.showsRaces($0) && $0.last { !$0.isEmpty }?.hasSuffix("q quit") == true
            }

            #expect(screen.last { !$0.isEmpty }?.hasSuffix("? help  q quit") == true, "\(screen)")
        }

        @Test func aFortyByNinePaneUsesEveryLineForRacesAndKeepsItsKeysLine() async throws {
            let tmux = try demo(columns: 40, rows: 9, "--count 8")
            defer { tmux.kill() }

            let screen = try await tmux.waitUntil {
                $0.contains { $0.contains(#/^\+\d+ more$/#) } && $0.last?.hasSuffix("q quit") == true
            }

            #expect(screen.count == 9, "\(screen)")
            #expect(!screen.contains(""), "\(screen)")
            #expect(screen.last?.hasSuffix("? help  q quit") == true, "\(screen)")
            #expect(!screen.contains { $0.contains("H horse") }, "\(screen)")
        }

        @Test func aFortyByNinePaneShowsTheMeetingsWithCategoryLettersAndHowToGoBack() async throws {
            let tmux = try demo(columns: 40, rows: 9)
            defer { tmux.kill() }
            _ = try await tmux.waitUntil(Self.showsRaces)

            try tmux.sendKeys("m")
            let meetings = try await tmux.waitUntil { screen in
                screen.first?.contains("· meetings ·") == true && screen.contains { $0.contains(#/\d+/\d+/#) }
            }

            let rows = meetings.filter { $0.contains(#/\d+/\d+/#) }
            #expect(
                rows.allSatisfy { $0.contains(#/^. [HGT]  \S/#) }, "a category is its letter: \(meetings)")
            #expect(!meetings.contains { $0.contains("Greyhound") || $0.contains("Category") }, "\(meetings)")
            #expect(meetings.last?.hasSuffix("Esc back  ? help  q quit") == true, "\(meetings)")
        }

        @Test func atSixtyByTwelveTheHelpScrollsToTheColours() async throws {
            let tmux = try demo(columns: 60, rows: 12)
            defer { tmux.kill() }
            _ = try await tmux.waitUntil(Self.showsRaces)

            try tmux.sendKeys("?")
            let top = try await tmux.waitUntil { $0.contains("Keys") }
            #expect(top.contains { $0.hasPrefix("↓ +") }, "says there is more: \(top)")

            // Page Down, space and `j` each scroll until the last line says nothing is below.
            var seen = Set(top)
            var screen = top
            for key in ["NPage", "Space", "j", "j", "j", "j", "j", "j", "j", "j"] {
                guard screen.contains(where: { $0.contains("↓ +") }) else { break }
                let before = screen
                try tmux.sendKeys(key)
                // The help itself moved, not only the clock in the header.
                screen = try await tmux.waitUntil { $0.dropFirst() != before.dropFirst() }
                seen.formUnion(screen)
            }
            #expect(!screen.contains { $0.contains("↓ +") }, "scrolled to the end: \(screen)")
            #expect(screen.contains { $0.hasPrefix("↑ +") }, "\(screen)")
            #expect(seen.contains { $0.hasPrefix("  q         quit") }, "\(seen)")
            #expect(seen.contains { $0.hasPrefix("  Ctrl-Z") }, "\(seen)")
            #expect(seen.contains("How soon a race jumps"), "\(seen)")
        }

        @Test(arguments: [(60, 12), (40, 9)])
        func aRaceCardInASmallPaneShowsRunnersNamesWhatIsBelowAndScrolls(columns: Int, rows: Int) async throws
        {
            let tmux = try demo(columns: columns, rows: rows)
            defer { tmux.kill() }
            _ = try await tmux.waitUntil(Self.showsRaces)

            try tmux.sendKeys("Down")
            _ = try await tmux.waitUntil { $0.contains { $0.hasPrefix("> ") } }
            try tmux.sendKeys("Enter")
            let card = try await tmux.waitUntil { screen in
                screen.contains { $0.hasPrefix("↓ +") } && !screen.contains("Loading the race card…")
            }

            if rows >= 12 {
                #expect(card.contains { $0.contains("Runner") }, "the field's heading: \(card)")
                #expect(card.contains { $0.contains(#/^ *\d+ +\S/#) }, "a runner: \(card)")
            }
            #expect(
                card.contains { $0.hasPrefix("↓ +") && $0.contains("more: ") }, "names what is below: \(card)"
            )
            #expect(!card.contains("…"), "no bare ellipsis: \(card)")
            #expect(card.last?.hasSuffix("Esc back  q quit") == true, "\(card)")

            try tmux.sendKeys("NPage")
            let scrolled = try await tmux.waitUntil { $0.contains { $0.hasPrefix("↑ +") } }
            #expect(scrolled.first.map { $0.contains("·") } == true, "the header stays: \(scrolled)")
            #expect(scrolled != card, "\(scrolled)")
        }

        @Test func aCollapsedSectionSaysSo() async throws {
            let tmux = try demo(columns: 60, rows: 12, "--group")
            defer { tmux.kill() }
            _ = try await tmux.waitUntil(Self.showsRaces)

            try tmux.sendKeys("Down")
            _ = try await tmux.waitUntil { $0.contains { $0.hasPrefix("> ") } }
            try tmux.sendKeys("c")
            let screen = try await tmux.waitUntil { $0.contains { $0.contains("(collapsed)") } }

            #expect(screen.contains { $0.contains(#/^> \w+ - \d+ \(collapsed\)/#) }, "\(screen)")
        }
    }
}
