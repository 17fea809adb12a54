import Foundation
import TestSupport

/// `nexttogo serve` running as its own process on a free port of 127.0.0.1, its stderr in a
/// file: the port is read from the line it prints once it listens.
final class ServedProgram: Sendable {
    let process: Process
    let port: Int
    private let stderrFile: URL

    /// Starts `nexttogo serve` with `arguments` and `--port 0`, `environment` over the pinned
    /// one, and waits for it to listen.
    init(_ arguments: [String], environment: [String: String] = [:]) async throws {
        let stderrFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("nexttogo-serve-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        let process = Process()
        process.executableURL = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo")
        process.arguments = ["serve", "--port", "0"] + arguments
        process.environment = ProcessInfo.processInfo.environment
            .filter { $0.key == "PATH" || $0.key == "HOME" }
            .merging(ProgramRunner.pinnedEnvironment) { inherited, _ in inherited }
            .merging(environment) { _, given in given }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.runWithSignalsUnblocked()
        let port = try await poll("serve to say where it listens", timeout: .seconds(20)) { () -> Int? in
            let text = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
            guard let range = text.range(of: "http://127.0.0.1:") else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
        self.process = process
        self.port = port
        self.stderrFile = stderrFile
    }

    /// What the program wrote on stderr so far.
    var standardError: String {
        (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
    }

    deinit {
        // A test that failed before `stop()` leaves no server behind.
        if process.isRunning { process.terminate() }
    }

    /// Sends `signal` and waits for the program to end; its exit status.
    func stop(with signal: Int32 = SIGTERM) async throws -> Int32 {
        kill(process.processIdentifier, signal)
        _ = try await poll("serve to end", timeout: .seconds(10)) { process.isRunning ? nil : true }
        try? FileManager.default.removeItem(at: stderrFile)
        return process.terminationStatus
    }
}
