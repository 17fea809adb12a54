import DataLayer
import Foundation
import LiveHTTP
import SharedUtils
import TestSupport

@testable import NextToGoCLI

/// Runs a command line of the program in-process, in an environment of the test's making, and
/// gives what it printed and its status as a launched program's would be: for every test of what
/// a command prints, which needs no process of its own.
///
/// The environment's variables are `ProgramRunner`'s: `PATH` and `HOME` of the test run, the
/// pinned ones (no config file, the demo's pinned start), then the test's own. The racing API is
/// asked over the live transport (tests start their servers on 127.0.0.1) on `clock`.
enum CommandRunner {
    /// How many commands run at once.
    private static let concurrentCommands = 4

    /// The threads every in-process command runs on, so that the clock-driven tests beside them
    /// keep the shared pool's threads: one for each command that may run, because the threads
    /// are shared cooperatively. With fewer, a command that computes for seconds (a demo's whole
    /// day) held the threads while another's request had answered, and that request's every read
    /// waited behind it until its 10 s deadline passed; with one each, the system shares the
    /// cores among them.
    private static let commandThreads = DedicatedTaskExecutor(
        threads: concurrentCommands, name: "in-process-command")

    /// A turn on the command threads.
    private static let commandTurns = AsyncSemaphore(count: concurrentCommands)

    /// The program did not finish in time; what it wrote by then is kept.
    struct Timeout: Error, CustomStringConvertible {
        let arguments: [String]
        let timeout: Duration
        let output: ProgramOutput

        var description: String {
            "Not finished after \(timeout): nexttogo \(arguments.joined(separator: " "))\n"
                + "stdout: \(output.stdout)\nstderr: \(output.stderr)"
        }
    }

    /// Runs `arguments` on the continuous clock with the test run's wall clock (`TestTime`), as
    /// `ProgramRunner.run` runs them in a process.
    /// - Throws: `Timeout` when the command is still running after `timeout`, a safety net
    ///   against hangs rather than a way to wait.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], timeout: Duration = .seconds(30)
    ) async throws -> ProgramOutput {
        try await run(
            arguments, environment: environment, clock: ContinuousClock(), wallClock: TestTime.dates,
            timeout: timeout)
    }

    /// Runs `arguments` with `clock` and `wallClock`, standard output a pipe or a file unless
    /// `terminal` says otherwise, asking the racing API through `transport` when one is given,
    /// else over loopback.
    /// - Throws: `Timeout` when the command is still running after `timeout`.
    static func run<C: Clock<Duration>>(
        _ arguments: [String], environment: [String: String] = [:], clock: C, wallClock: DateSource,
        transport given: (any HTTPTransport)? = nil, terminal: TerminalDevice = .none,
        timeout: Duration = .seconds(30)
    ) async throws -> ProgramOutput {
        // A client of its own, made on the first request and shut down at the end, as the program
        // has: one shared by every run would keep a connection to a server a finished test
        // stopped, and hand it to the next test's server on the same port.
        let http = SharedHTTPClient()
        let output = CollectedOutput()
        let commandEnvironment = CommandEnvironment(
            variables: ProgramRunner.environment(environment), clock: clock, wallClock: wallClock,
            transport: { requestTimeout in
                if let given { return given }
                return AsyncHTTPClientTransport(
                    client: http.client, timeout: requestTimeout,
                    maximumBodySize: HTTPResponse.maximumBodySize,
                    clock: clock)
            },
            poster: { postTimeout in
                AsyncHTTPClientTransport(
                    client: http.client, timeout: postTimeout, maximumBodySize: HTTPResponse.maximumBodySize,
                    clock: clock)
            },
            output: output, terminal: terminal)
        // At most a few commands at a time, on threads of their own, and the time limit counts
        // from a command's start: a hundred started together would share the threads and all
        // finish late.
        let status = await commandTurns.withPlace {
            try? await withThrowingTaskGroup(of: Int32?.self) { group in
                group.addTask(executorPreference: commandThreads) {
                    await NextToGoCommand.run(arguments, in: commandEnvironment)
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                return try await group.next() ?? nil
            }
        }
        await http.shutDown()
        let result = ProgramOutput(
            status: status ?? -1, terminatedBySignal: false, stdout: output.standardOutput,
            stderr: output.standardError)
        guard status != nil else { throw Timeout(arguments: arguments, timeout: timeout, output: result) }
        return result
    }

    /// An environment with `variables` (after the pinned ones), a manual clock starting at the
    /// test run's time, no transport or poster worth asking, and its output collected in `output`.
    static func environment(
        variables given: [String: String] = [:], output: CollectedOutput = CollectedOutput()
    ) -> CommandEnvironment<ManualClock> {
        let clock = ManualClock(startDate: TestTime.start)
        return CommandEnvironment(
            variables: ProgramRunner.environment(given), clock: clock, wallClock: clock.dates,
            transport: { _ in StubTransport.refusing() }, poster: { _ in StubTransport.refusing() },
            output: output, terminal: .none)
    }
}
