import Foundation
import Spawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The signals that end the program are honoured from its first moments, each as it is later:
/// `serve` and watch mode hold one that comes before their own handling is set up and end as they
/// do for a signal later on, and any other command still dies of one at once.
///
/// To send a signal at a known early moment, the program is held there: its config file has a key
/// it does not know, so it warns on stderr before it sets up anything, and its stderr is a pipe
/// the test filled, so that warning waits until the test reads the pipe.
@Suite(.timeLimit(.minutes(2))) struct EndingSignalTests {
    /// A pipe full to the brim: a write to `writeEnd` waits until `drain()`.
    private final class FullPipe: Sendable {
        let readEnd: Int32
        let writeEnd: Int32

        init() throws {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw PollTimeout(description: "no pipe: errno \(errno)") }
            (readEnd, writeEnd) = (ends[0], ends[1])
            let flags = fcntl(writeEnd, F_GETFL)
            _ = fcntl(writeEnd, F_SETFL, flags | O_NONBLOCK)
            var byte: UInt8 = 0x2E
            while write(writeEnd, &byte, 1) == 1 {}
            _ = fcntl(writeEnd, F_SETFL, flags)
            _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        }

        /// Reads what is in the pipe now, making room; what the program wrote after the filling.
        func drain() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while case let count = read(readEnd, &buffer, buffer.count), count > 0 {
                bytes += buffer.prefix(count)
            }
            return String(decoding: bytes.drop { $0 == 0x2E }, as: UTF8.self)
        }

        deinit {
            close(readEnd)
            close(writeEnd)
        }
    }

    /// The number of `write(2)` as `/proc/<pid>/syscall` shows it.
    #if arch(arm64)
        private static let writeCall = "64"
    #else
        private static let writeCall = "1"
    #endif

    /// Whether a thread of `pid` is waiting in a `write(2)` to its stderr.
    private static func isWritingToStandardError(_ pid: pid_t) -> Bool {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return threads.contains { thread in
            let call =
                (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/syscall", encoding: .utf8)) ?? ""
            return call.hasPrefix("\(writeCall) 0x2 ")
        }
    }

    /// Starts nexttogo with `arguments` on the pinned demo, a config file it warns of and its
    /// stderr on a full pipe; sends `signal` while it waits to warn, then lets it go on; its exit
    /// and what it wrote on stderr.
    private static func signalledWhileStarting(_ arguments: [String], _ signal: Int32) async throws -> (
        exit: SpawnedProgram.Exit, standardError: String
    ) {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let folder = home.url.appendingPathComponent("nexttogo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"surprise": 1}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        let errors = try FullPipe()
        let program = try SpawnedProgram(
            executable: ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path,
            arguments: arguments,
            environment: ProgramRunner.environment(["XDG_CONFIG_HOME": home.url.path]),
            error: errors.writeEnd)
        defer { program.send(SIGKILL) }
        _ = try await poll("nexttogo to wait to warn", timeout: .seconds(30)) { () -> Bool? in
            isWritingToStandardError(program.pid) ? true : nil
        }
        program.send(signal)
        var written = ""
        let exit = try await poll("nexttogo to end", timeout: .seconds(30)) { () -> SpawnedProgram.Exit? in
            written += errors.drain()
            return program.exit
        }
        return (exit, written + errors.drain())
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func serveStoppedInItsFirstMomentsEndsAsItDoesLater(signal: Int32) async throws {
        let (exit, standardError) = try await Self.signalledWhileStarting(
            ["serve", "--demo", "--port", "0"], signal)

        #expect(exit == .exited(0))
        #expect(standardError.contains("\"surprise\""))
        #expect(standardError.hasSuffix("nexttogo: stopped\n"))
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func watchModeStoppedInItsFirstMomentsEndsWithItsOwnStatus(signal: Int32, status: Int32) async throws {
        // Standard output is not a terminal here: the plain log, which ends on a signal likewise.
        let (exit, _) = try await Self.signalledWhileStarting(["--watch", "--demo"], signal)

        #expect(exit == .exited(status))
    }

    @Test func aOneShotStillDiesOfCtrlCAtOnce() async throws {
        let (exit, _) = try await Self.signalledWhileStarting(["--demo"], SIGINT)

        #expect(exit == .signalled(SIGINT))
    }
}

/// `nexttogo alerts` as a service runs it: its first alert on the demo, and its replayed price
/// move, within two minutes, and SIGTERM or Ctrl-C end it with status 0.
@Suite(.timeLimit(.minutes(3))) struct AlertsServiceTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func theDemoSendsItsFirstAlertAndAPriceMoveWithinTwoMinutesAndAStopEndsItWithStatusZero(signal: Int32)
        async throws
    {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let hook = try LoopbackHTTPServer { _ in .text("", status: 204) }
        defer { hook.stop() }
        let errorsFile = home.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorsFile)
        defer { try? errors.close() }
        let program = try SpawnedProgram(
            executable: ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path,
            arguments: [
                "alerts", "--demo", "--webhook", hook.baseURL.appendingPathComponent("hook").absoluteString,
            ],
            environment: ProgramRunner.environment(["XDG_CONFIG_HOME": home.url.path]),
            error: errors.fileDescriptor)
        defer { program.send(SIGKILL) }

        let first = try await poll("the first alert", timeout: .seconds(120)) {
            () -> LoopbackHTTPServer.Request? in
            hook.receivedRequests.first
        }
        let priceMove = try await poll("the demo's replayed price move", timeout: .seconds(120)) {
            () -> LoopbackHTTPServer.Request? in
            hook.receivedRequests.first {
                String(decoding: $0.body, as: UTF8.self).contains(#""kind":"price_move""#)
            }
        }
        // Stopped once it has said a send, so the line is there to read.
        _ = try await poll("a send said on stderr", timeout: .seconds(30)) { () -> Bool? in
            let text = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
            return text.contains("nexttogo: sent to webhook http://127.0.0.1:") ? true : nil
        }
        program.send(signal)
        let exit = try await poll("nexttogo to end", timeout: .seconds(30)) { program.exit }
        let standardError = try String(contentsOf: errorsFile, encoding: .utf8)

        #expect(first.method == "POST")
        let kinds = [#""kind":"followed_runner""#, #""kind":"price_move""#]
        #expect(kinds.contains { String(decoding: first.body, as: UTF8.self).contains($0) })
        #expect(String(decoding: priceMove.body, as: UTF8.self).contains("Replayed by the demo"))
        #expect(exit == .exited(0))
        #expect(standardError.contains("nexttogo: sent to webhook http://127.0.0.1:"))
        #expect(standardError.hasSuffix("nexttogo: stopped\n"))
    }
}

/// Where systemd's tools put `systemd-analyze`.
private let systemdAnalyzer = "/usr/bin/systemd-analyze"

/// The systemd unit docs/alerts.md gives for `nexttogo alerts`, as `systemd-analyze verify` reads
/// it: run where systemd's tools are, and always under CI, where their absence must fail.
@Suite(
    .timeLimit(.minutes(1)),
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: systemdAnalyzer)
            || ProcessInfo.processInfo.environment["CI"] != nil,
        "needs systemd-analyze (apt-get install systemd)"))
struct AlertsUnitTests {
    /// The repository's root, where `docs/` is.
    private static let root = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theDocumentedUnitVerifiesWithNothingToSay() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let unit = try String(
            contentsOf: Self.root.appendingPathComponent("docs/systemd/nexttogo-alerts.service"),
            encoding: .utf8)
        #expect(unit.contains("ExecStart=/usr/local/bin/nexttogo alerts "))
        // verify checks that the program exists, so the copy runs the one just built.
        let copy = directory.url.appendingPathComponent("nexttogo-alerts.service")
        try Data(
            unit.replacingOccurrences(
                of: "/usr/local/bin/nexttogo",
                with: ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            ).utf8
        ).write(to: copy)

        let output = try await ProgramRunner.run(["verify", copy.path], executable: systemdAnalyzer)

        #expect(output.status == 0)
        #expect(output.stdout + output.stderr == "", "systemd-analyze has nothing to say of the unit")
    }
}
