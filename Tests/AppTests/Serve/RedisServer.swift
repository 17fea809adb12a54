import Foundation
import Spawning
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Debian's `redis-server` as its own process on a free port of 127.0.0.1, keeping nothing on
/// disk, its log in a folder of its own; gone, with the folder, however a test ends.
final class RedisServer: Sendable {
    let process: SpawnedProgram
    let port: Int
    private let folder: URL

    /// The program: Debian's in `/usr/bin`, or the first on `PATH`.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (["/usr/bin"] + path.split(separator: ":").map(String.init))
            .map { "\($0)/redis-server" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Starts Redis on `port` (a free one when nil) and waits until it takes connections.
    init(port chosen: Int? = nil) async throws {
        guard let executable = Self.executable else {
            throw NginxInFront.Failure(
                description: "redis-server is not installed: apt-get install redis-server")
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nexttogo-redis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("redis.log")
        var attempt = 0
        while true {
            attempt += 1
            // A port free now may be taken before Redis binds it; then it says so and ends.
            let port = try chosen ?? NginxInFront.freePort()
            let process = try SpawnedProgram(
                executable: executable,
                arguments: [
                    "--port", "\(port)", "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                    "--dir", folder.path, "--logfile", log.path, "--daemonize", "no",
                ],
                environment: ProcessInfo.processInfo.environment)
            let ready: Bool
            do {
                ready = try await poll("redis-server to take connections or end", timeout: .seconds(20)) {
                    () -> Bool? in
                    guard process.isRunning else { return false }
                    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                    return text.contains("Ready to accept connections") ? true : nil
                }
            } catch {
                process.end(removing: folder)
                throw error
            }
            if ready {
                self.process = process
                self.port = port
                self.folder = folder
                return
            }
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            guard text.contains("Address already in use"), attempt < 3, chosen == nil else {
                process.end(removing: folder)
                throw NginxInFront.Failure(description: "redis-server ended: \(text.suffix(500))")
            }
            try? FileManager.default.removeItem(at: log)
        }
    }

    deinit {
        process.end(removing: folder)
    }
}
