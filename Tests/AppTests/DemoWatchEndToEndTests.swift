import Foundation
import Testing

extension TerminalTests {
    /// `nexttogo --demo --watch` in a real terminal (a private tmux server) says it is a demo, and
    /// Enter on a race shows the recorded card of its category; in the small panes a newcomer tries
    /// first, 60×12 and 40×9, the screen says how to get help and quit, the help scrolls to its
    /// end, a card shows runners, and no line is wasted while races are cut (issue 19); `m` shows
    /// the recorded day's meetings, Enter a meeting's races, Enter a race's card, and Escape goes
    /// back a level at a time to the board.
    @Suite(
        .timeLimit(.minutes(2)))
    struct DemoWatchEndToEndTests {
        @Test func theWatchHeaderSaysDemo() async throws {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try await TmuxSession.start(
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
            let tmux = try await TmuxSession.start(
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
            let tmux = try await TmuxSession.start(
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
            let tmux = try await TmuxSession.start(
                columns: 100, rows: 30, commandLine: "'\(program)' --demo --watch; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }
            let races = #/ R\d+ /#

            let board = try await tmux.waitUntil {
                $0.contains { $0.contains(races) } && $0.last { !$0.isEmpty }?.hasSuffix("q quit") == true
            }
            #expect(board.last { !$0.isEmpty }?.hasSuffix("? help  q quit") == true, "\(board)")

            try await tmux.sendKeys("?")
            let help = try await tmux.waitUntil { $0.contains("Keys") }
            #expect(help.contains { $0.hasPrefix("  ?         show or close this help") }, "\(help)")
            #expect(help.contains("Row colours: how soon a race jumps"), "\(help)")
            #expect(help.contains { $0.hasPrefix("  yellow    under 5 minutes to go") }, "\(help)")
            #expect(help.last { !$0.isEmpty } == "? or Esc close help  q quit", "\(help)")
            #expect(!help.contains { $0.contains(races) }, "the help takes the board's place: \(help)")

            try await tmux.sendKeys("?")
            let back = try await tmux.waitUntil { $0.contains { $0.contains(races) } }
            #expect(!back.contains("Keys"), "\(back)")
            #expect(back.last { !$0.isEmpty }?.hasSuffix("? help  q quit") == true, "\(back)")
        }

        @Test func enterOnTheFirstRaceShowsTheRecordedCardOfItsCategoryNamingItsOrigin() async throws {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try await TmuxSession.start(
                columns: 100, rows: 40, commandLine: "'\(program)' --demo --watch --no-color; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }

            _ = try await tmux.waitUntil { $0.contains { $0.contains(#/ R\d+ /#) } }
            try await tmux.sendKeys("Down")
            _ = try await tmux.waitUntil { $0.contains { $0.hasPrefix("> ") } }
            try await tmux.sendKeys("Enter")
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

        /// True for a screen that shows a race's row.
        private static func showsRaces(_ screen: [String]) -> Bool {
            screen.contains { $0.contains(#/ R\d+ /#) }
        }

        private func demo(columns: Int, rows: Int, _ options: String = "") async throws -> TmuxSession {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            return try await TmuxSession.start(
                columns: columns, rows: rows,
                commandLine: "'\(program)' --demo --watch --no-color \(options); sleep 600",
                environment: ["TZ": "UTC"])
        }

        @Test(arguments: ["", "--group"])
        func aSixtyByTwelvePaneSaysHowToGetHelpAndQuit(options: String) async throws {
            let tmux = try await demo(columns: 60, rows: 12, options)
            defer { tmux.kill() }

            let screen = try await tmux.waitUntil {
                Self.showsRaces($0) && $0.last { !$0.isEmpty }?.hasSuffix("q quit") == true
            }

            #expect(screen.last { !$0.isEmpty }?.hasSuffix("? help  q quit") == true, "\(screen)")
        }

        @Test func aFortyByNinePaneUsesEveryLineForRacesAndKeepsItsKeysLine() async throws {
            let tmux = try await demo(columns: 40, rows: 9, "--count 8")
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
            let tmux = try await demo(columns: 40, rows: 9)
            defer { tmux.kill() }
            _ = try await tmux.waitUntil(Self.showsRaces)

            try await tmux.sendKeys("m")
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
            let tmux = try await demo(columns: 60, rows: 12)
            defer { tmux.kill() }
            _ = try await tmux.waitUntil(Self.showsRaces)

            try await tmux.sendKeys("?")
            let top = try await tmux.waitUntil { $0.contains("Keys") }
            #expect(top.contains { $0.hasPrefix("↓ +") }, "says there is more: \(top)")

            // Page Down, space and `j` each scroll until the last line says nothing is below.
            var seen = Set(top)
            var screen = top
            for key in ["NPage", "Space", "j", "j", "j", "j", "j", "j", "j", "j"] {
                guard screen.contains(where: { $0.contains("↓ +") }) else { break }
                let before = screen
                try await tmux.sendKeys(key)
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
            let tmux = try await demo(columns: columns, rows: rows)
            defer { tmux.kill() }
            _ = try await tmux.waitUntil(Self.showsRaces)

            try await tmux.sendKeys("Down")
            _ = try await tmux.waitUntil { $0.contains { $0.hasPrefix("> ") } }
            try await tmux.sendKeys("Enter")
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

            try await tmux.sendKeys("NPage")
            let scrolled = try await tmux.waitUntil { $0.contains { $0.hasPrefix("↑ +") } }
            #expect(scrolled.first.map { $0.contains("·") } == true, "the header stays: \(scrolled)")
            #expect(scrolled != card, "\(scrolled)")
        }

        @Test func aCollapsedSectionSaysSo() async throws {
            let tmux = try await demo(columns: 60, rows: 12, "--group")
            defer { tmux.kill() }
            _ = try await tmux.waitUntil(Self.showsRaces)

            try await tmux.sendKeys("Down")
            _ = try await tmux.waitUntil { $0.contains { $0.hasPrefix("> ") } }
            try await tmux.sendKeys("c")
            let screen = try await tmux.waitUntil { $0.contains { $0.contains("(collapsed)") } }

            #expect(screen.contains { $0.contains(#/^> \w+ - \d+ \(collapsed\)/#) }, "\(screen)")
        }

        @Test(arguments: [(100, 30), (60, 12)])
        func mThenEnterTwiceReachesACardAndEscapeThriceTheBoard(columns: Int, rows: Int) async throws {
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let tmux = try await TmuxSession.start(
                columns: columns, rows: rows,
                commandLine: "'\(program)' --demo --watch --no-color; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }
            let board = try await tmux.waitUntil { $0.contains { $0.contains(#/ R\d+ /#) } }
            #expect(board.first?.hasPrefix("nexttogo demo · races · ") == true, "\(board)")

            try await tmux.sendKeys("m")
            let meetings = try await tmux.waitUntil {
                $0.contains { $0.hasPrefix("> ") } && $0.last { !$0.isEmpty }?.hasSuffix("q quit") == true
            }
            #expect(meetings.first?.hasPrefix("nexttogo demo · meetings · ") == true, "\(meetings)")
            #expect(meetings.contains { $0.contains(#/^meetings at \d\d:\d\d:\d\d$/#) }, "\(meetings)")
            #expect(meetings.last { !$0.isEmpty }?.hasSuffix("q quit") == true, "\(meetings)")

            try await tmux.sendKeys("Enter")
            let meeting = try await tmux.waitUntil {
                $0.contains { $0.contains("Race") && $0.contains("Starts") }
            }
            #expect(meeting.contains { $0.hasPrefix(">") && $0.contains(#/R\d+/#) }, "\(meeting)")

            try await tmux.sendKeys("Enter")
            let card = try await tmux.waitUntil {
                $0.last { !$0.isEmpty }?.hasSuffix("Esc back  q quit") == true
            }
            #expect(
                card.contains { $0.contains(#/^(Horse|Greyhound|Harness) · .+ R\d+/#) }, "its title: \(card)")

            try await tmux.sendKeys("Escape")
            _ = try await tmux.waitUntil { $0.contains { $0.contains("Race") && $0.contains("Starts") } }
            try await tmux.sendKeys("Escape")
            _ = try await tmux.waitUntil {
                $0.first?.hasPrefix("nexttogo demo · meetings · ") == true
                    && !$0.contains { $0.contains("Starts") }
            }
            try await tmux.sendKeys("Escape")
            let back = try await tmux.waitUntil { $0.first?.hasPrefix("nexttogo demo · races · ") == true }
            #expect(back.contains { $0.contains(#/ R\d+ /#) }, "\(back)")
            #expect(!back.contains { $0.contains("Terminal too small") }, "\(back)")
        }
    }
}
