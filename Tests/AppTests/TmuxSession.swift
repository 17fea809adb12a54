import Foundation
import Spawning
import Synchronization
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real tmux server on a private socket running one detached session, so an end-to-end test
/// can see a full-screen program the way a person would: type keys, resize, read the screen.
///
/// Each instance starts its own server (`tmux -L <unique name>`), so tests running in parallel
/// never share one. The server, and with it every process in the session, is stopped by `kill()`
/// or at the latest when the instance goes away.
final class TmuxSession: Sendable {
    /// A tmux command that did not succeed.
    struct CommandFailed: Error, CustomStringConvertible {
        /// The tmux arguments, after the socket options.
        let arguments: [String]
        /// The exit status of `tmux`.
        let status: Int32
        /// What tmux said on stderr.
        let stderr: String

        var description: String {
            "tmux \(arguments.joined(separator: " ")) failed with status \(status): \(stderr)"
        }
    }

    /// The screen did not reach the state a test waited for in time.
    struct WaitTimeout: Error, CustomStringConvertible {
        /// How long the test waited.
        let timeout: Duration
        /// The last screen read, one string per line.
        let lastScreen: [String]
        /// Where the wait was called from.
        let location: String

        var description: String {
            let numbered = lastScreen.enumerated().map { index, line in
                "\(String(index).padding(toLength: 3, withPad: " ", startingAt: 0))|\(line)"
            }
            return """
                The screen did not reach the expected state within \(timeout) (waited at \(location)). \
                Last screen:
                \(numbered.joined(separator: "\n"))
                """
        }
    }

    /// True when a `tmux` executable is on `PATH`.
    static var isAvailable: Bool {
        executableURL != nil
    }

    /// The name of this session's private server socket.
    let socketName: String
    private let tmux: URL
    /// The panes' programs, once the terminal is closed; nil while it is open.
    private let closedPanes = Mutex<[pid_t]?>(nil)

    /// Starts a server and a detached session of `columns` × `rows` cells running `commandLine`
    /// with `/bin/sh -c`.
    ///
    /// - Parameters:
    ///   - environment: Added to the session's environment; `PATH` and `HOME` are passed through
    ///     from the test run, `TERM` is tmux's own, and `ProgramRunner.pinnedEnvironment` is
    ///     added unless given: no config file of the machine's user is read, and the demo plays
    ///     the same hour whenever the test runs.
    /// - Throws: `CommandFailed` when tmux is missing or cannot start the session.
    /// Starts the session as `init` does, on a thread of its own: starting tmux waits on its
    /// client, which would hold one of the shared pool's threads meanwhile.
    static func start(
        columns: Int, rows: Int, commandLine: String, environment: [String: String] = [:]
    ) async throws -> TmuxSession {
        try await LoopbackConnection.offThePool {
            try TmuxSession(columns: columns, rows: rows, commandLine: commandLine, environment: environment)
        }
    }

    private init(columns: Int, rows: Int, commandLine: String, environment: [String: String] = [:]) throws {
        guard let tmux = Self.executableURL else {
            throw CommandFailed(arguments: ["new-session"], status: -1, stderr: "tmux is not on PATH")
        }
        self.tmux = tmux
        socketName = "nexttogo-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        var arguments = ["new-session", "-d", "-s", "test", "-x", "\(columns)", "-y", "\(rows)"]
        let environment = environment.merging(ProgramRunner.pinnedEnvironment) {
            given, _ in given
        }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        // The watchdog's window comes in the same call, so no server runs without one.
        arguments += [
            commandLine, ";", "new-window", "-d", "-t", "test:",
            Self.watchdog(tmux: tmux, socketName: socketName),
        ]
        do {
            // The client that starts the server forks it and exits; its output ends then, and
            // `has-session` says whether the session started.
            let started = try start(arguments)
            started.program.waitUntilExit()
            // The program's window, not the watchdog's, which keeps the session alive either way.
            guard (try? run(["display-message", "-p", "-t", "test:0", "#{pane_id}"])) != nil else {
                throw CommandFailed(arguments: arguments, status: -1, stderr: started.stderr)
            }
        } catch {
            kill()
            throw error
        }
    }

    deinit {
        kill()
    }

    /// A command for a window of the server's own, out of sight, that ends the server once the
    /// test process has gone: a test process that crashes, or is killed at a time limit, runs no
    /// `deinit`, and its servers would otherwise run on with their programs.
    /// As `kill()` does, it ends the panes' process groups too, its own last.
    private static func watchdog(tmux: URL, socketName: String) -> String {
        let tmux = "'\(tmux.path)' -L '\(socketName)'"
        return "trap '' HUP; while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; "
            + "panes=$(\(tmux) list-panes -a -F '#{pane_pid}'); \(tmux) kill-server; "
            + "for pane in $panes; do [ \"$pane\" = $$ ] || kill -KILL -- -$pane 2>/dev/null; done"
    }

    /// The visible screen, one string per row, with trailing spaces removed.
    func capture() async throws -> [String] {
        var lines = try await tmux(["capture-pane", "-p", "-t", "test:0"]).components(separatedBy: "\n")
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }

    /// Expands a tmux `format` for the session's window, such as `#{window_bell_flag}`.
    func display(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", "test:0", format]).trimmingCharacters(in: .newlines)
    }

    /// Types `keys` into the session, each as tmux's `send-keys` reads it (`q`, `C-c`, `Enter`).
    func sendKeys(_ keys: String...) async throws {
        _ = try await tmux(["send-keys", "-t", "test:0"] + keys)
    }

    /// Resizes the session's window, which sends the program in it SIGWINCH.
    func resize(columns: Int, rows: Int) async throws {
        _ = try await tmux(["resize-window", "-t", "test:0", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Runs one tmux command on a thread of its own: a tmux client can take a while to answer on a
    /// busy machine, and a test that waits for it must not hold one of the few threads every other
    /// test's tasks run on.
    private func tmux(_ arguments: [String]) async throws -> String {
        try await LoopbackConnection.offThePool { try self.run(arguments) }
    }

    /// Stops the server, which closes the terminal under every program in the session; later
    /// calls do nothing. A program that ignores the hang-up (`trap '' HUP`, or `nohup`) runs on
    /// until `kill()`.
    func closeTerminal() {
        let panes = ((try? run(["list-panes", "-a", "-F", "#{pane_pid}"])) ?? "")
            .split(separator: "\n").compactMap { pid_t($0) }
        let wasOpen = closedPanes.withLock { closed in
            defer { closed = closed ?? panes }
            return closed == nil
        }
        if wasOpen {
            _ = try? run(["kill-server"])
        }
    }

    /// Closes the terminal, then ends every process that was in the session, even one that
    /// ignored the hang-up: each pane's program leads a process group of its own, which its
    /// children share.
    func kill() {
        closeTerminal()
        for pane in closedPanes.withLock({ $0 ?? [] }) where pane > 1 {
            killProcessGroup(led: pane)
        }
    }

    /// Reads the screen every 50 ms until `condition` holds for it, and returns the screen once a
    /// second read, 100 ms later, holds too: a frame reaches tmux in pieces, and a screen read
    /// between them is half drawn. A test that asserts on a screen's last lines also puts
    /// them in `condition`, as a busy machine can hold a frame's end back for longer.
    ///
    /// This waits for the program, not for time to pass: it returns as soon as the screen is
    /// right, and `timeout` only bounds a program that never gets there.
    /// - Throws: `WaitTimeout` with the last screen read when `timeout` passes first.
    func waitUntil(
        timeout: Duration = .seconds(30), fileID: String = #fileID, line: Int = #line,
        _ condition: ([String]) -> Bool
    ) async throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            let screen = try await capture()
            if condition(screen) {
                try await Task.sleep(for: .milliseconds(100))
                // The clock and the countdowns tick each second, so the second read is asked to
                // hold too, not to be the same: on a busy machine two reads can straddle a tick.
                let again = try await capture()
                if condition(again) { return again }
            }
            guard clock.now < deadline else {
                throw WaitTimeout(timeout: timeout, lastScreen: screen, location: "\(fileID):\(line)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    // MARK: Running tmux

    private static var executableURL: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs one tmux command against this server and returns its stdout.
    private func run(_ arguments: [String]) throws -> String {
        let started = try start(arguments)
        let exit = started.program.waitUntilExit()
        guard exit == .exited(0) else {
            throw CommandFailed(arguments: arguments, status: exit.status, stderr: started.stderr)
        }
        return started.stdout
    }

    /// Starts one tmux command against this server and reads its output until the client exits.
    private func start(_ arguments: [String]) throws -> (
        program: SpawnedProgram, stdout: String, stderr: String
    ) {
        var environment = ProcessInfo.processInfo.environment.filter { $0.key == "PATH" || $0.key == "HOME" }
        environment["SHELL"] = "/bin/sh"
        environment["LANG"] = "C.UTF-8"
        let stdout = Pipe()
        let stderr = Pipe()
        // No user configuration, so the session looks the same on every machine.
        let program = try SpawnedProgram(
            executable: tmux.path, arguments: ["-L", socketName, "-f", "/dev/null"] + arguments,
            environment: environment, output: stdout.fileHandleForWriting.fileDescriptor,
            error: stderr.fileHandleForWriting.fileDescriptor)
        // Only the child holds the writing ends now, so the reads below end when it does.
        try stdout.fileHandleForWriting.close()
        try stderr.fileHandleForWriting.close()
        // The server tmux forks points its own standard streams at /dev/null, so these end when
        // the client does.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        return (program, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}

/// Sends SIGKILL to the process group `leader` leads.
private func killProcessGroup(led leader: pid_t) {
    _ = kill(-leader, SIGKILL)
}
