import Foundation
import Spawning

/// A fresh directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    /// Where the directory is.
    public let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("nexttogo-tests-\(UUID().uuidString)", isDirectory: true)

    /// Makes the directory.
    public init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The names of the files in `directory` under this one (`nexttogo` by default).
    public func fileNames(in directory: String = "nexttogo") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(directory).path))
            ?? [])
            .sorted()
    }

    /// Writes `contents` to the executable file `name` in this directory, through a shell of its
    /// own, and returns where it is.
    ///
    /// The test process never opens the file for writing: while it did, any program another test
    /// started at that moment would inherit the open descriptor until its `exec`, and running the
    /// file then fails with "text file busy" (`ETXTBSY`).
    @discardableResult
    public func writeExecutable(named name: String, contents: String) async throws -> URL {
        let file = url.appendingPathComponent(name)
        try await runShell(#"printf '%s' "$2" > "$1" && chmod 755 "$1""#, file.path, contents)
        return file
    }

    /// Copies the executable file at `source` to `name` in this directory, with `cp` so that the
    /// test process never holds the copy open for writing (see `writeExecutable`), and returns
    /// where it is.
    public func copyExecutable(_ source: URL, named name: String) async throws -> URL {
        let file = url.appendingPathComponent(name)
        try await runShell(#"cp "$2" "$1""#, file.path, source.path)
        return file
    }

    private func runShell(_ script: String, _ arguments: String...) async throws {
        let shell = try SpawnedProgram(
            executable: "/bin/sh", arguments: ["-c", script, "sh"] + arguments,
            environment: ["PATH": "/usr/bin:/bin"])
        let exit = await shell.exited()
        guard exit == .exited(0) else {
            throw ShellFailure(description: "sh -c '\(script)' ended with \(exit)")
        }
    }

    /// A shell that `writeExecutable` or `copyExecutable` ran did not succeed.
    public struct ShellFailure: Error, CustomStringConvertible {
        /// The shell's script and how it ended.
        public let description: String
    }

    /// Removes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
