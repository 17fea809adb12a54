import Foundation
import SharedUtils
import Spawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalTests {
    /// The built `nexttogo --watch` in a real terminal (a private tmux server) and on a plain file,
    /// against a loopback server playing a recorded response; Enter on the soonest race, which has
    /// a recorded card, shows the card over the board, and Escape brings the board back.
    @Suite(
        .timeLimit(.minutes(2)))
    struct WatchModeEndToEndTests {
        @Test func drawsALiveBoardThatFollowsKeysAndResizesAndRestoresTheTerminalOnQuit() async throws {
            let watch = try await WatchInTmux(columns: 100, rows: 24)
            defer { watch.stop() }
            let expected = watch.feed.expectedRaces()

            let first = try await watch.screen(timeout: .seconds(20)) {
                $0.rows.count == 5 && $0.keysLine != nil
            }
            // 100 columns have room for category names and where each meeting is.
            #expect(first.meetingsAndRaces == expected.map(\.locatedMeetingAndRace))
            #expect(first.rows.map { $0[0] } == expected.map(\.category.capitalized))
            #expect(first.rows.map { $0[4] } == expected.map(\.utcClockText))
            #expect(first.header?.contains(#/^nexttogo · races · \d\d:\d\d:\d\d$/#) == true, "\(first)")
            #expect(first.columnHeader == ["Category", "Meeting", "Race", "Starts in", "Local"], "\(first)")
            #expect(first.lines.contains { $0.contains(#/^updated \d\d:\d\d:\d\d$/#) }, "\(first)")
            #expect(
                first.keysLine
                    == "h g t filter  ↑↓ select  ↵ card  m meetings  s star  a all  r refresh  ? help  q quit"
            )

            let countdown = try #require(first.rows.first?[3])
            let ticked = try await watch.screen { $0.rows.first.map { $0[3] != countdown } ?? false }
            #expect(ticked.meetingsAndRaces == first.meetingsAndRaces, "the clock ticks, the races stay")

            try await watch.tmux.sendKeys("h")
            let horseRaces = watch.feed.expectedRaces(["horse"]).map(\.locatedMeetingAndRace)
            let horse = try await watch.screen { screen in
                screen.header?.contains("· horse races ·") == true && screen.meetingsAndRaces == horseRaces
            }
            #expect(horse.rows.allSatisfy { $0[0] == "Horse" }, "\(horse)")
            #expect(horse.lines.contains("(only \(horseRaces.count) of 5 horse races listed)"), "\(horse)")

            try await watch.tmux.sendKeys("a")
            let all = try await watch.screen {
                $0.header?.contains("· races ·") == true && $0.rows.count == 5
            }
            #expect(all.meetingsAndRaces == expected.map(\.locatedMeetingAndRace))

            // Narrower than the 76-column keys line, so only a re-laid screen leaves keys out of it
            // and keeps `? help  q quit`; a terminal that merely clipped the old frame would not.
            let narrow = 48
            try await watch.tmux.resize(columns: narrow, rows: 20)
            let resized = try await watch.screen { screen in
                screen.keysLine == "h g t filter  ↑↓ select  ↵ card  ? help  q quit" && screen.rows.count == 5
            }
            // 48 columns: the locations go, then the category names give way to letters, and whole
            // meeting names stay.
            #expect(resized.meetingsAndRaces == expected.map(\.meetingAndRace))
            #expect(resized.rows.map { $0[0] } == expected.map(\.symbol), "\(resized)")
            #expect(
                !resized.lines.contains { $0.contains("H horse") },
                "the letters' legend is in the help: \(resized)")
            #expect(resized.lines.allSatisfy { $0.count <= narrow }, "\(resized)")
            #expect(resized.header?.contains(#/^nexttogo · races · \d\d:\d\d:\d\d$/#) == true, "\(resized)")

            try await watch.tmux.sendKeys("q")
            let after = try await watch.screen { $0.lines.contains("EXIT:0") }
            try await watch.expectTerminalRestored(after)
        }

        @Test func wideMeetingNamesKeepTheColumnsAlignedTickAfterTick() async throws {
            let feed = try RecordedFeedServer(
                recording: WatchInTmux.recording, leadTime: 600,
                meetingNames: ["Northfield Park": "東京競馬場", "Shepparton": "서울 경마공원"], now: .system)
            let watch = try await WatchInTmux(columns: 80, rows: 24, feed: feed)
            defer { watch.stop() }
            let expected = feed.expectedRaces()
            #expect(expected.prefix(2).map(\.meetingName) == ["東京競馬場", "서울 경마공원"])

            var screen = try await watch.screen(timeout: .seconds(20)) { $0.rows.count == 5 }
            // Each tick rewrites only the end of each row, from a cursor move past the wide names. A
            // machine busy with the whole suite can hold tmux or this test back for seconds, so each
            // tick gets the first screen's 20 s; a frozen screen still fails.
            for _ in 1...3 {
                let countdown = try #require(screen.rows.first?[3])
                screen = try await watch.screen(timeout: .seconds(20)) {
                    $0.rows.first.map { $0[3] != countdown } ?? false
                }
            }
            #expect(screen.meetingsAndRaces == expected.map(\.locatedMeetingAndRace), "\(screen)")
            #expect(screen.rows.map { $0[4] } == expected.map(\.utcClockText), "\(screen)")
            #expect(
                screen.rows.allSatisfy { $0[3].contains(#/^(jumped )?\d+[hms]( \d\d[ms])?$/#) }, "\(screen)")
            let table = screen.lines.filter {
                $0.hasPrefix("Category  ") || $0.contains(#/^(Horse|Greyhound|Harness)  +\S/#)
            }
            #expect(table.count == 6, "\(screen)")
            #expect(
                Set(table.map(DisplayWidth.columns(of:))).count == 1, "right-aligned to one edge: \(screen)")
            let raceColumns = table.compactMap { line in
                line.firstMatch(of: #/  (Race|R\d+) /#).map {
                    DisplayWidth.columns(of: line[..<$0.range.lowerBound])
                }
            }
            #expect(raceColumns.count == 6 && Set(raceColumns).count == 1, "one race column: \(screen)")

            try await watch.tmux.sendKeys("q")
            let after = try await watch.screen { $0.lines.contains("EXIT:0") }
            try await watch.expectTerminalRestored(after)
        }

        @Test(arguments: [(columns: 80, rows: 24), (columns: 40, rows: 9)])
        func offlineTheReasonIsWrappedWholeWithWhatToDoMeanwhile(columns: Int, rows: Int) async throws {
            let refusing = try RefusingLoopbackPort()
            let host = "127.0.0.1:\(refusing.port)"
            // The later --api-url wins, so the board asks a port nothing listens at.
            let watch = try await WatchInTmux(
                columns: columns, rows: rows, arguments: ["--api-url", "http://\(host)"])
            defer { watch.stop() }

            let screen = try await watch.screen(timeout: .seconds(20)) {
                $0.lines.contains { $0.hasPrefix("retrying") }
            }
            withExtendedLifetime(refusing) {}
            let body = screen.lines.dropFirst().prefix { !$0.hasPrefix("retrying") }
                .filter { !$0.isEmpty }.joined(separator: " ")
            #expect(
                body
                    == "Cannot show races: nothing is listening at \(host) (check --api-url). "
                    + "Try --demo for a recorded racing day, or nexttogo doctor to see what answers.",
                "\(screen)")
            #expect(screen.lines.allSatisfy { DisplayWidth.columns(of: $0) <= columns }, "\(screen)")
            #expect(screen.keysLine?.hasSuffix("? help  q quit") == true, "\(screen)")
        }

        @Test func controlCExitsWithStatus130AndRestoresTheTerminal() async throws {
            let watch = try await WatchInTmux(columns: 100, rows: 24)
            defer { watch.stop() }

            _ = try await watch.screen(timeout: .seconds(20)) { $0.rows.count == 5 }
            try await watch.tmux.sendKeys("C-c")

            let after = try await watch.screen { $0.lines.contains { $0.hasPrefix("EXIT:") } }
            #expect(after.lines.contains("EXIT:130"), "\(after)")
            try await watch.expectTerminalRestored(after)
        }

        @Test func withoutATerminalAnAlertIsATimestampedLineOfTheLog() async throws {
            let notifySend = try await FakeNotifySend()
            defer { notifySend.directory.remove() }
            let feed = try RecordedFeedServer(
                recording: WatchInTmux.recording, leadTime: 123, timedFromFirstRequest: true, now: .system)
            defer { feed.server.stop() }
            let race = try #require(feed.expectedRaces().first)
            let output = notifySend.directory.url.appendingPathComponent("watch.log")
            let watch = try PlainWatch(
                ["--watch", "--alert", "2m", "--api-url", feed.server.baseURL.absoluteString], output: output,
                pathPrefix: notifySend.directory.url)
            defer { watch.stop() }
            let process = watch.process

            let line = try await poll("an alert line in \(output.path)") {
                String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
                    .split(separator: "\n").first { $0.contains("Jump alert") }
            }
            _ = try await poll("a desktop notification") { notifySend.calls.first }
            process.send(SIGTERM)
            try await poll("nexttogo to exit after SIGTERM") { process.isRunning ? nil : () }

            #expect(
                line.contains(#/^== \d\d:\d\d:\d\d · Jump alert: .+ in (2m 00s|1m [0-5]\ds)$/#), "\(line)")
            #expect(line.contains("Jump alert: \(race.meetingAndRace) in "), "\(line)")
            let bytes = try Data(contentsOf: output)
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "no escape codes and no bell on a file")
            #expect(notifySend.calls.contains { $0.contains("Jump alert: \(race.meetingAndRace)") })
        }

        @Test func withoutATerminalAppendsPlainBlocksAndExits143OnSIGTERM() async throws {
            let feed = try RecordedFeedServer(recording: WatchInTmux.recording, leadTime: 600, now: .system)
            defer { feed.server.stop() }
            let output = FileManager.default.temporaryDirectory
                .appendingPathComponent("WatchModeEndToEndTests-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: output) }
            let watch = try PlainWatch(
                ["--watch", "--api-url", feed.server.baseURL.absoluteString], output: output)
            defer { watch.stop() }
            let process = watch.process

            let text = try await poll("a block with five races in \(output.path)") {
                let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
                return PlainBlock.all(in: text).first?.table.rows.count == 5 ? text : nil
            }
            process.send(SIGTERM)
            let exit = try await poll("nexttogo to exit after SIGTERM") { process.exit }

            #expect(exit == .exited(143), "ended by the signal instead of handling it")
            let bytes = try Data(contentsOf: output)
            #expect(!bytes.contains(0x1B), "no escape codes on a file")
            let block = try #require(PlainBlock.all(in: text).first)
            #expect(block.title.contains(#/^== \d\d:\d\d:\d\d · races · updated \d\d:\d\d:\d\d$/#), "\(text)")
            let expected = feed.expectedRaces()
            #expect(block.table.header == ["Category", "Meeting", "Race", "Starts in", "Local"])
            #expect(block.table.meetingsAndRaces == expected.map(\.locatedMeetingAndRace))
            #expect(block.table.rows.map { $0[0].lowercased() } == expected.map(\.category))
            #expect(block.table.rows.map { $0[4] } == expected.map(\.utcClockText))
            #expect(
                String(decoding: bytes, as: UTF8.self).split(separator: "\n").allSatisfy {
                    $0.hasPrefix("== ") || TableOutput(String($0)).header.count == 5
                        || $0.hasPrefix("(")
                }, "only blocks, no stray output: \(text)")
        }

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
            let tmux = try await TmuxSession.start(
                columns: 100, rows: 40,
                commandLine:
                    "'\(program)' --watch --no-color --api-url '\(server.baseURL.absoluteString)'; sleep 600",
                environment: ["TZ": "UTC"])
            defer { tmux.kill() }
            let boardKeys =
                "h g t filter  ↑↓ select  ↵ card  m meetings  s star  a all  r refresh  ? help  q quit"

            _ = try await tmux.waitUntil { $0.contains(boardKeys) && $0.contains { $0.contains(#/ R\d+ /#) } }
            #expect(cardRequests() == 0, "no card is asked for before Enter")

            try await tmux.sendKeys("Down")
            _ = try await tmux.waitUntil { $0.contains { $0.hasPrefix("> ") } }
            try await tmux.sendKeys("Enter")
            let card = try await tmux.waitUntil { screen in
                Self.card.runners.allSatisfy { runner in screen.contains { $0.contains(runner.name) } }
            }

            #expect(card.contains(Self.card.title), "\(card)")
            #expect(card.contains("Status       Open"), "\(card)")
            #expect(card.contains { $0.contains(#/^prices at \d\d:\d\d:\d\d$/#) }, "\(card)")
            #expect(card.contains("r refresh  Esc back  q quit"), "\(card)")
            #expect(cardRequests() >= 1)

            try await tmux.sendKeys("Escape")
            let back = try await tmux.waitUntil { $0.contains(boardKeys) }
            #expect(!back.contains { $0.contains(Self.card.runners[0].name) }, "\(back)")
            #expect(back.contains { $0.hasPrefix("> ") }, "the selection is where it was: \(back)")
        }
    }
}

/// A `notify-send` first on `PATH` that keeps each call's arguments, one a line, in a file of its
/// own, so the test can read what nexttogo asked for without showing a notification.
private struct FakeNotifySend {
    let directory: TemporaryDirectory

    init() async throws {
        directory = try TemporaryDirectory()
        let calls = directory.url.appendingPathComponent("calls").path
        try FileManager.default.createDirectory(atPath: calls, withIntermediateDirectories: true)
        // Written aside, then renamed, so a call is read whole or not at all.
        try await directory.writeExecutable(
            named: "notify-send",
            contents: """
                #!/bin/sh
                printf '%s\\n' "$@" > '\(calls)/.$$' && mv '\(calls)/.$$' '\(calls)/call-$$'

                """)
    }

    /// The arguments of each finished call, in no particular order.
    var calls: [[String]] {
        let calls = directory.url.appendingPathComponent("calls")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: calls.path)) ?? []
        return names.filter { $0.hasPrefix("call-") }.compactMap { name in
            (try? String(contentsOf: calls.appendingPathComponent(name), encoding: .utf8))
                .map {
                    $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
                }
        }
    }
}

/// `nexttogo --watch` running in a tmux session, started from a shell that saves the terminal's
/// settings before and after and then prints the program's exit status.
struct WatchInTmux {
    static let recording = "j-__next-to-go-react__payload-1768438793569"

    let feed: RecordedFeedServer
    let tmux: TmuxSession
    private let directory: URL
    private let settingsBefore: URL
    private let settingsAfter: URL
    private let statusFile: URL

    /// Starts `nexttogo --watch` with `arguments` against `feed`, by default a recording whose
    /// first race jumps in 10 minutes, with `pathPrefix` first on its `PATH` when given, its
    /// config file under `configHome` when given (else none), its stdin read from the file
    /// `standardInput` when given (else the terminal), started through `launcher` when given
    /// (such as `setsid`), and after the shell commands `setUp` (such as `trap '' HUP`).
    init(
        columns: Int, rows: Int, arguments: [String] = [], pathPrefix: URL? = nil,
        feed: RecordedFeedServer? = nil, configHome: URL? = nil, standardInput: String? = nil,
        launcher: [String] = [], setUp: [String] = []
    ) async throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("WatchModeEndToEndTests-\(UUID().uuidString)")
        settingsBefore = directory.appendingPathComponent("stty-before")
        settingsAfter = directory.appendingPathComponent("stty-after")
        statusFile = directory.appendingPathComponent("status")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            self.feed = try feed ?? RecordedFeedServer(recording: Self.recording, leadTime: 600, now: .system)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
        // tmux's `-e` does not reach PATH past the session's shell, so the command line sets it.
        let path = pathPrefix.map { "PATH=\(shellQuoted($0.path)):\"$PATH\" " } ?? ""
        let watchArguments =
            ["--watch", "--api-url", self.feed.server.baseURL.absoluteString] + arguments
        // The status is printed after the settings are saved, so seeing it means both files exist;
        // it is saved first, so that it is kept even when the terminal has gone.
        let saveBefore: [String] = [
            "printf 'BEFORE-MARKER\\n'", "stty -g > \(shellQuoted(settingsBefore.path))",
        ]
        let runProgram: String =
            path + (launcher + [program] + watchArguments).map(shellQuoted).joined(separator: " ")
            + (standardInput.map { " < \(shellQuoted($0))" } ?? "")
        let saveAfter: [String] = [
            "status=$?",
            "echo \"$status\" > \(shellQuoted(statusFile.path))",
            "stty -g > \(shellQuoted(settingsAfter.path))",
            "echo \"EXIT:$status\"",
            "sleep 600",
        ]
        let commandLine = (saveBefore + setUp + [runProgram] + saveAfter)
            .joined(separator: "; ")
        do {
            tmux = try await TmuxSession.start(
                columns: columns, rows: rows, commandLine: commandLine,
                environment: ["TZ": "UTC"].merging(configHome.map { ["XDG_CONFIG_HOME": $0.path] } ?? [:]) {
                    $1
                })
        } catch {
            self.feed.server.stop()
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    /// Waits until the screen, read as the watch board, satisfies `condition`.
    func screen(
        timeout: Duration = .seconds(30), fileID: String = #fileID, line: Int = #line,
        _ condition: (WatchScreenText) -> Bool
    ) async throws -> WatchScreenText {
        WatchScreenText(
            try await tmux.waitUntil(timeout: timeout, fileID: fileID, line: line) {
                condition(WatchScreenText($0))
            })
    }

    /// The exit status the shell saw, once the program has ended.
    var exitStatus: String? {
        (try? String(contentsOf: statusFile, encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// The process id of the running program, once the shell has started it.
    func programID() async throws -> pid_t {
        let shell = try await tmux.display("#{pane_pid}")
        return try await poll("nexttogo to start under the shell \(shell)") {
            ChildProcesses.of(shell).first { ChildProcesses.executableName(of: $0) == "nexttogo" }
        }
    }

    /// Checks that the program left the alternate screen, showed the cursor and put the terminal
    /// settings back.
    func expectTerminalRestored(
        _ screen: WatchScreenText, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(
            try await tmux.display("#{alternate_on}") == "0", "alternate screen left",
            sourceLocation: sourceLocation)
        #expect(
            try await tmux.display("#{cursor_flag}") == "1", "cursor shown", sourceLocation: sourceLocation)
        #expect(
            screen.lines.contains("BEFORE-MARKER"), "main screen restored: \(screen)",
            sourceLocation: sourceLocation)
        #expect(screen.rows.isEmpty, "no board left on screen: \(screen)", sourceLocation: sourceLocation)
        #expect(screen.header == nil, "no board left on screen: \(screen)", sourceLocation: sourceLocation)
        let before = try String(contentsOf: settingsBefore, encoding: .utf8)
        let after = try String(contentsOf: settingsAfter, encoding: .utf8)
        #expect(!before.isEmpty, sourceLocation: sourceLocation)
        #expect(before == after, "terminal settings restored", sourceLocation: sourceLocation)
    }

    /// Stops tmux (and the program in it), the feed, and removes the temporary files.
    func stop() {
        tmux.kill()
        feed.server.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// The watch screen as tmux shows it, read back into its parts.
struct WatchScreenText: CustomStringConvertible {
    let lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    /// The `nexttogo · … · HH:MM:SS` line, if shown.
    var header: String? {
        lines.first { $0.hasPrefix("nexttogo · ") }
    }

    /// The table's column titles, after the blank symbol column or from `Category`, if shown.
    var columnHeader: [String]? {
        lines.first { $0.hasPrefix("   Meeting") || $0.hasPrefix("Category  ") }.map(Self.cells)
    }

    /// Each race row's cells: category name or symbol, meeting, race, starts in, local time.
    var rows: [[String]] {
        lines.filter { $0.contains(#/^(H|G|T|Horse|Greyhound|Harness)  +\S/#) }.map(Self.cells)
    }

    /// The section headers of a board grouped by category, such as `Horse · 5`.
    var sectionHeaders: [String] {
        lines.filter { $0.contains(#/^(Horse|Greyhound|Harness) · \d/#) }
    }

    /// The keys line, if shown.
    var keysLine: String? {
        lines.first { $0.hasPrefix("h g t filter") }
    }

    /// Each row's meeting and race number, such as "Shepparton R6".
    var meetingsAndRaces: [String] {
        rows.map { $0.count > 2 ? "\($0[1]) \($0[2])" : $0.joined(separator: " ") }
    }

    var description: String {
        "\n" + lines.map { "|\($0)" }.joined(separator: "\n")
    }

    /// Columns are separated by two or more spaces; a countdown such as `3m 28s` has one.
    private static func cells(_ line: String) -> [String] {
        line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// One block of the plain change log: its `== …` title line and the table under it.
private struct PlainBlock {
    let title: String
    let table: TableOutput

    /// The blocks in `text`, in order.
    static func all(in text: String) -> [PlainBlock] {
        var blocks: [PlainBlock] = []
        var title: String?
        var body: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("== ") {
                if let title {
                    blocks.append(PlainBlock(title: title, table: TableOutput(body.joined(separator: "\n"))))
                }
                title = line
                body = []
            } else {
                body.append(line)
            }
        }
        if let title {
            blocks.append(PlainBlock(title: title, table: TableOutput(body.joined(separator: "\n"))))
        }
        return blocks
    }
}

extension RecordedFeedServer.ListedRace {
    fileprivate var symbol: String {
        ["horse": "H", "greyhound": "G", "harness": "T"][category] ?? "?"
    }

    fileprivate var utcClockText: String {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: start)
    }
}

func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}

/// `nexttogo` started with its standard output and error on a file, as when watch mode is logged.
private struct PlainWatch {
    let process: SpawnedProgram
    private let outputHandle: FileHandle

    /// Starts the program with `arguments`, writing to `output`, with `pathPrefix` first on its
    /// `PATH` when given.
    init(_ arguments: [String], output: URL, pathPrefix: URL? = nil) throws {
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        outputHandle = try FileHandle(forWritingTo: output)
        let environment = ProcessInfo.processInfo.environment
        let path = [pathPrefix?.path, environment["PATH"]].compactMap { $0 }.joined(separator: ":")
        process = try SpawnedProgram(
            executable: ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path,
            arguments: arguments,
            environment: ProgramRunner.pinnedEnvironment.merging([
                "PATH": path, "HOME": environment["HOME"] ?? "/", "TZ": "UTC",
            ]) { _, given in given },
            output: outputHandle.fileDescriptor, error: outputHandle.fileDescriptor)
    }

    /// Kills the program if it is still running and closes the file.
    func stop() {
        process.send(SIGKILL)
        process.waitUntilExit()
        try? outputHandle.close()
    }
}
