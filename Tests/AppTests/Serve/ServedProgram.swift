import Foundation
import Spawning
import TestSupport

/// `nexttogo serve` running as its own process on a free port of 127.0.0.1, its stderr in a
/// file: the port is read from the line it prints once it listens.
final class ServedProgram: Sendable {
    let program: SpawnedProgram
    let port: Int
    private let stderrFile: URL

    /// Starts `nexttogo serve` with `arguments` and `--port 0`, `environment` over the pinned
    /// one, and waits for it to listen.
    init(_ arguments: [String], environment: [String: String] = [:]) async throws {
        let stderrFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("nexttogo-serve-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        let errors = try FileHandle(forWritingTo: stderrFile)
        let program = try SpawnedProgram(
            executable: ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path,
            arguments: ["serve", "--port", "0"] + arguments,
            environment: ProgramRunner.environment(environment),
            error: errors.fileDescriptor)
        try errors.close()
        let port = try await poll("serve to say where it listens", timeout: .seconds(60)) { () -> Int? in
            let text = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
            guard let range = text.range(of: "http://127.0.0.1:") else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
        self.program = program
        self.port = port
        self.stderrFile = stderrFile
    }

    /// What the program wrote on stderr so far.
    var standardError: String {
        (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
    }

    deinit {
        // A test that failed before `stop()` leaves no server behind.
        program.send(SIGTERM)
    }

    /// Sends `signal` and waits for the program to end; its exit status.
    func stop(with signal: Int32 = SIGTERM) async throws -> Int32 {
        program.send(signal)
        let exit = try await poll("serve to end", timeout: .seconds(30)) { program.exit }
        try? FileManager.default.removeItem(at: stderrFile)
        return exit.status
    }
}
