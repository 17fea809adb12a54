import Foundation
import Spawning
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished run of the program left behind.
struct ProgramOutput: Sendable {
    /// The exit status, or the signal number if `terminatedBySignal`.
    let status: Int32
    let terminatedBySignal: Bool
    let stdout: String
    let stderr: String
}

/// Runs a built executable of this package as a child process, for end-to-end tests.
enum ProgramRunner {
    /// The program did not finish in time and was killed.
    struct Timeout: Error, CustomStringConvertible {
        let commandLine: String
        let timeout: Duration
        /// Whatever the program wrote before it was killed.
        let output: ProgramOutput

        var description: String {
            """
            Killed after \(timeout): \(commandLine)
            stdout: \(output.stdout)
            stderr: \(output.stderr)
            """
        }
    }

    /// The directory holding the built products, e.g. `.build/debug`.
    static var productsDirectory: URL {
        #if os(Linux)
            // The test runner is itself an executable in that directory.
            let executable =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            return executable.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
                ?? Bundle.main.bundleURL
        #else
            // Tests are loaded from `<products>/<Package>PackageTests.xctest`.
            return Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
        #endif
    }

    /// Runs `executable` (a product name, or an absolute path) with `arguments`.
    ///
    /// `environment` replaces the inherited one, except that `PATH` and `HOME` are passed through
    /// unless given, and `pinnedEnvironment` unless given: no config file of the machine's user
    /// changes what the program does, and the demo plays the same hour whenever the test runs. Standard input is `/dev/null`. Throws `Timeout` if the program is still
    /// running after `timeout`; that limit is a safety net against hangs, not a way to wait.
    /// A program that runs until told to stop, such as `--watch`, is sent SIGTERM once its
    /// standard output contains `terminateWhenOutputContains`. With `standardOutput`, the
    /// program writes there instead, and the output's `stdout` is empty.
    static func run(
        _ arguments: [String], environment: [String: String] = [:],
        timeout: Duration = .seconds(30), executable: String = "nexttogo",
        terminateWhenOutputContains marker: String? = nil, standardOutput: FileHandle? = nil
    ) async throws -> ProgramOutput {
        let path =
            executable.hasPrefix("/") ? executable : productsDirectory.appendingPathComponent(executable).path
        // Files rather than pipes: a full pipe nobody reads would block the program.
        let stdout = try CaptureFile()
        let stderr = try CaptureFile()
        defer {
            stdout.remove()
            stderr.remove()
        }
        let program = try SpawnedProgram(
            executable: path, arguments: arguments,
            environment: Self.environment(environment),
            output: (standardOutput ?? stdout.handle).fileDescriptor, error: stderr.handle.fileDescriptor)
        let watchdog = Task {
            do {
                try await Task.sleep(for: timeout)
            } catch {
                return false
            }
            program.send(SIGKILL)
            return true
        }
        let terminator = marker.map { marker in
            Task {
                while !Task.isCancelled, !stdout.contents().contains(marker) {
                    try? await Task.sleep(for: .milliseconds(20))
                }
                if !Task.isCancelled { program.send(SIGTERM) }
            }
        }
        let exit = await program.exited()
        terminator?.cancel()
        watchdog.cancel()
        let timedOut = await watchdog.value

        let output = ProgramOutput(
            status: exit.status,
            terminatedBySignal: exit.wasSignalled,
            stdout: stdout.contents(),
            stderr: stderr.contents())
        if timedOut {
            let commandLine = ([path] + arguments)
                .map(shellQuoted).joined(separator: " ")
            throw Timeout(commandLine: commandLine, timeout: timeout, output: output)
        }
        return output
    }

    /// The time every run's demo starts at unless a test gives another: the test run's time
    /// (`TestTime`). A test that needs an hour of its own (races of a country that runs only then)
    /// gives `NEXTTOGO_DEMO_NOW` itself.
    static let demoNow = TestTime.text

    /// What every run's environment holds unless a test gives otherwise: `XDG_CONFIG_HOME` names
    /// a directory that does not exist, and `NEXTTOGO_DEMO_NOW` is `demoNow`, so that what a test
    /// of the demo sees does not depend on the hour it runs at.
    static let pinnedEnvironment = ["XDG_CONFIG_HOME": noConfigDirectory, "NEXTTOGO_DEMO_NOW": demoNow]

    /// The environment a run of the program sees: `PATH` and `HOME` of the test run, then
    /// `pinnedEnvironment`, then `given`, which wins.
    static func environment(_ given: [String: String]) -> [String: String] {
        ProcessInfo.processInfo.environment
            .filter { $0.key == "PATH" || $0.key == "HOME" }
            .merging(pinnedEnvironment) { inherited, _ in inherited }
            .merging(given) { _, given in given }
    }

    /// A config directory that is never created.
    static let noConfigDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("nexttogo-no-config-\(UUID().uuidString)").path

    private static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,@".contains($0) }
        return plain && !word.isEmpty
            ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

#if !os(Linux)
    private final class BundleMarker {}
#endif

/// A temporary file that receives one of the child's output streams.
private struct CaptureFile {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("ProgramRunner-\(UUID().uuidString)")
    let handle: FileHandle

    init() throws {
        // A failure here surfaces as the error opening the handle.
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try FileHandle(forWritingTo: url)
    }

    func contents() -> String {
        String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }

    func remove() {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }
}
