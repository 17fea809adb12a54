import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalTests {
    /// The built `nexttogo --watch` in a real terminal (a private tmux server) when it is suspended,
    /// hung up on, crashes or runs on a dumb terminal: it always gives the terminal back as it found
    /// it, and it can always be ended.
    @Suite(
        .timeLimit(.minutes(2)))
    struct WatchTerminalLifeCycleTests {
        /// How a test stops the board.
        enum Stop: CustomTestStringConvertible {
            /// Ctrl-Z typed on the terminal.
            case controlZ
            /// `kill -TSTP` from elsewhere.
            case signal

            var testDescription: String {
                switch self {
                case .controlZ: "Ctrl-Z"
                case .signal: "kill -TSTP"
                }
            }
        }

        @Test(arguments: [SIGSEGV, SIGABRT])
        func aCrashRestoresTheTerminalAndEndsTheProgramByItsSignal(signal: Int32) async throws {
            let watch = try await WatchInTmux(columns: 100, rows: 24)
            defer { watch.stop() }
            _ = try await watch.screen(timeout: .seconds(20)) { $0.rows.count == 5 }

            kill(try await watch.programID(), signal)

            // A shell reports a process ended by a signal as 128 plus the signal's number.
            let after = try await watch.screen { $0.lines.contains { $0.hasPrefix("EXIT:") } }
            #expect(after.lines.contains("EXIT:\(128 + signal)"), "\(after)")
            try await watch.expectTerminalRestored(after)
        }

        @Test func sighupRestoresTheTerminalAndExits129() async throws {
            let watch = try await WatchInTmux(columns: 100, rows: 24)
            defer { watch.stop() }
            _ = try await watch.screen(timeout: .seconds(20)) { $0.rows.count == 5 }

            kill(try await watch.programID(), SIGHUP)

            let after = try await watch.screen { $0.lines.contains { $0.hasPrefix("EXIT:") } }
            #expect(after.lines.contains("EXIT:129"), "\(after)")
            try await watch.expectTerminalRestored(after)
        }

        @Test func closingTheTerminalEndsWatchModeWith129EvenWithSIGHUPIgnored() async throws {
            let watch = try await WatchInTmux(columns: 100, rows: 24, setUp: ["trap '' HUP"])
            defer { watch.stop() }
            _ = try await watch.screen(timeout: .seconds(20)) { $0.rows.count == 5 }
            let program = try await watch.programID()

            // Stopping the tmux server closes the terminal under the program.
            watch.tmux.closeTerminal()

            let status = try await poll("nexttogo to end after its terminal closed") { watch.exitStatus }
            #expect(status == "129")
            #expect(ChildProcesses.executableName(of: program) == nil, "the program has gone")
        }

        @Test func onADumbTerminalQThenEnterQuitsThePlainLog() async throws {
            let watch = try await WatchInTmux(columns: 100, rows: 24, setUp: ["export TERM=dumb"])
            defer { watch.stop() }
            let log = try await watch.screen(timeout: .seconds(20)) { screen in
                screen.lines.contains { $0.hasPrefix("== ") }
            }
            #expect(
                try await watch.tmux.display("#{alternate_on}") == "0",
                "a plain log, not a full screen: \(log)")

            try await watch.tmux.sendKeys("q", "Enter")

            let after = try await watch.screen { $0.lines.contains { $0.hasPrefix("EXIT:") } }
            #expect(after.lines.contains("EXIT:0"), "\(after)")
        }

        @Test func withStdinNotATerminalTheKeysAreReadFromTheTerminalAndQQuits() async throws {
            let watch = try await WatchInTmux(columns: 100, rows: 24, standardInput: "/dev/null")
            defer { watch.stop() }
            _ = try await watch.screen(timeout: .seconds(20)) { $0.rows.count == 5 }

            // One key, no Enter: only a terminal in raw mode hands it over at once, unechoed.
            try await watch.tmux.sendKeys("h")
            _ = try await watch.screen { $0.header?.contains("· horse races ·") == true }
            // A terminal's answers and a mouse report with `q` in them: none may act as the key.
            try await watch.tmux.sendKeys("-l", "\u{1B}]11;rgb:q/q/q\u{07}\u{1B}[Mqqq\u{1B}_q\u{1B}\\")
            // Had a `q` leaked, the program would have quit before this key.
            try await watch.tmux.sendKeys("g")
            let both = try await watch.screen { $0.header?.contains("· horse and greyhound races ·") == true }
            #expect(
                !both.lines.contains { $0.contains("rgb") || $0.contains("qqq") }, "nothing echoed: \(both)")
            try await watch.tmux.sendKeys("q")

            let after = try await watch.screen { $0.lines.contains { $0.hasPrefix("EXIT:") } }
            #expect(after.lines.contains("EXIT:0"), "\(after)")
            try await watch.expectTerminalRestored(after)
        }

        @Test func withNoTerminalToReadKeysFromTheScreenIsThePlainLogWithNoKeysShown() async throws {
            // A new session has no controlling terminal; stdout is still the pane's.
            let watch = try await WatchInTmux(
                columns: 100, rows: 24, standardInput: "/dev/null", launcher: ["setsid", "-w"])
            defer { watch.stop() }
            let log = try await watch.screen(timeout: .seconds(20)) { screen in
                screen.lines.contains { $0.hasPrefix("== ") }
            }
            #expect(
                try await watch.tmux.display("#{alternate_on}") == "0",
                "a plain log, not a full screen: \(log)")
            #expect(!log.lines.contains { $0.contains("quit") }, "no key that cannot work: \(log)")

            kill(try await watch.programID(), SIGTERM)

            let status = try await poll("nexttogo to end") { watch.exitStatus }
            #expect(status == "143")
        }

        @Test func qQuitsAtOnceWhileAnotherNexttogoHoldsTheConfigLockAndStarsWait() async throws {
            let configHome = try TemporaryDirectory()
            defer { configHome.remove() }
            let lockFile = configHome.url.appendingPathComponent("nexttogo/config.json.lock")
            try FileManager.default.createDirectory(
                at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Held as another `nexttogo star` would hold it, for the whole test.
            let other = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            defer { close(other) }
            try #require(flock(other, LOCK_EX | LOCK_NB) == 0)
            let watch = try await WatchInTmux(columns: 100, rows: 24, configHome: configHome.url)
            defer { watch.stop() }
            _ = try await watch.screen(timeout: .seconds(20)) { $0.rows.count == 5 }

            // Each save would wait about 5 s for the lock; the keys after them must not.
            try await watch.tmux.sendKeys("s")
            try await watch.tmux.sendKeys("h")
            _ = try await watch.screen(timeout: .seconds(4)) {
                $0.header?.contains("· horse races ·") == true
            }
            for _ in 0..<6 {
                try await watch.tmux.sendKeys("s")
            }
            try await watch.tmux.sendKeys("q")

            let status = try await poll("nexttogo to quit", timeout: .seconds(10)) { watch.exitStatus }
            #expect(status == "0")
            #expect(configHome.fileNames() == ["config.json.lock"], "no config half-written")
        }

        @Test(arguments: [Stop.controlZ, .signal])
        func stoppingGivesTheTerminalBackAndFgTakesItAgain(stop: Stop) async throws {
            let shell = try await InteractiveShellInTmux()
            defer { shell.stop() }
            try await shell.run("stty -g > \(shellQuoted(shell.file("before").path))")
            try await shell.run(shell.watchCommandLine)
            _ = try await shell.screen(timeout: .seconds(20)) { $0.rows.count == 5 }

            switch stop {
            case .controlZ: try await shell.tmux.sendKeys("C-z")
            case .signal: kill(try await shell.programID(), SIGTSTP)
            }

            let stopped = try await shell.screen { screen in
                screen.lines.contains { $0.contains("Stopped") }
                    && screen.lines.last { !$0.isEmpty } == InteractiveShellInTmux.prompt
            }
            #expect(stopped.rows.isEmpty, "the shell's screen, not the board: \(stopped)")
            #expect(try await shell.tmux.display("#{alternate_on}") == "0", "alternate screen left")
            #expect(try await shell.tmux.display("#{cursor_flag}") == "1", "cursor shown")
            try await shell.run("stty -g > \(shellQuoted(shell.file("stopped").path)); echo SAV''ED")
            _ = try await shell.screen { $0.lines.contains("SAVED") }
            #expect(try shell.contents("stopped") == shell.contents("before"), "terminal settings restored")

            try await shell.run("fg")

            let back = try await shell.screen { $0.rows.count == 5 && $0.header != nil }
            #expect(
                try await shell.tmux.display("#{alternate_on}") == "1",
                "the board is on the alternate screen again"
            )
            #expect(try await shell.tmux.display("#{cursor_flag}") == "0", "cursor hidden again")
            #expect(
                !back.lines.contains { $0.contains("Stopped") }, "the whole screen is drawn again: \(back)")
            // One key, no Enter: only a terminal in raw mode again hands it over at once.
            try await shell.tmux.sendKeys("h")
            _ = try await shell.screen { $0.header?.contains("· horse races ·") == true }
            try await shell.tmux.sendKeys("q")
            _ = try await shell.screen { $0.lines.last { !$0.isEmpty } == InteractiveShellInTmux.prompt }
            // A marker of its own: the `SAVED` from before the board came back is on the screen again.
            try await shell.run(
                "echo EX''IT:$?; stty -g > \(shellQuoted(shell.file("after").path)); echo SAV''ED-AFTER")
            let after = try await shell.screen { $0.lines.contains("SAVED-AFTER") }
            #expect(after.lines.contains("EXIT:0"), "\(after)")
            #expect(try shell.contents("after") == shell.contents("before"), "terminal settings restored")
        }
    }
}

/// An interactive shell with job control in a tmux session, into which a test types command
/// lines, as a person suspends and resumes a program with Ctrl-Z and `fg`.
private struct InteractiveShellInTmux {
    static let prompt = "READY$"

    let feed: RecordedFeedServer
    let tmux: TmuxSession
    private let directory: TemporaryDirectory

    /// Starts the shell and waits for its first prompt.
    init() async throws {
        directory = try TemporaryDirectory()
        do {
            feed = try RecordedFeedServer(recording: WatchInTmux.recording, leadTime: 600, now: .system)
        } catch {
            directory.remove()
            throw error
        }
        do {
            tmux = try await TmuxSession.start(
                columns: 100, rows: 24, commandLine: "PS1='\(Self.prompt) ' exec /bin/sh -i",
                environment: ["TZ": "UTC"])
        } catch {
            feed.server.stop()
            directory.remove()
            throw error
        }
    }

    /// The command line that starts the built `nexttogo --watch` against the feed.
    var watchCommandLine: String {
        let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
        return [program, "--watch", "--api-url", feed.server.baseURL.absoluteString].map(shellQuoted)
            .joined(separator: " ")
    }

    /// A file in this shell's own temporary directory.
    func file(_ name: String) -> URL {
        directory.url.appendingPathComponent(name)
    }

    /// The text of the file `name`.
    func contents(_ name: String) throws -> String {
        try String(contentsOf: file(name), encoding: .utf8)
    }

    /// Types `commandLine` and Enter.
    func run(_ commandLine: String) async throws {
        try await tmux.sendKeys("-l", commandLine)
        try await tmux.sendKeys("Enter")
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

    /// The process id of the running program, once the shell has started it.
    func programID() async throws -> pid_t {
        let shell = try await tmux.display("#{pane_pid}")
        return try await poll("nexttogo to start under the shell \(shell)") {
            ChildProcesses.of(shell).first { ChildProcesses.executableName(of: $0) == "nexttogo" }
        }
    }

    /// Stops tmux (and the shell and program in it) and the feed, and removes the files.
    func stop() {
        tmux.kill()
        feed.server.stop()
        directory.remove()
    }
}
