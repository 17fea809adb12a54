import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Section 4: `nexttogo --watch --demo` sitting in a pseudo-terminal, where only the countdowns
/// change, measured from the outside.
struct WatchAtRestBenchmark {
    /// The figures over the measured span.
    struct Result {
        let seconds: Double
        let cpuSeconds: Double
        let bytesWritten: Int
        let wakeUps: Int
        /// The wake-ups of the watch loop's own thread.
        let loopWakeUps: Int

        /// CPU seconds per minute of watching.
        var cpuSecondsPerMinute: Double { cpuSeconds * 60 / seconds }
        /// Bytes written to the terminal per second.
        var bytesPerSecond: Double { Double(bytesWritten) / seconds }
        /// Wake-ups per second, all threads together.
        var wakeUpsPerSecond: Double { Double(wakeUps) / seconds }
        /// Wake-ups per second of the watch loop's thread.
        var loopWakeUpsPerSecond: Double { Double(loopWakeUps) / seconds }
    }

    /// What watch mode at rest should cost at most, when only the countdowns change.
    enum Targets {
        /// Wake-ups per second of the watch loop's thread: its tick, and little else.
        static let loopWakeUpsPerSecond = 1.5
        /// Wake-ups per second, all threads together: the loop's 1.5 plus the 1 a second
        /// of libdispatch's worker-pool monitor, a timer every Swift program on Linux runs once
        /// its concurrency thread pool has started.
        static let wakeUpsPerSecond = 2.5
        /// CPU seconds per minute of watching.
        static let cpuSecondsPerMinute = 0.3
        /// Bytes written to the terminal per second.
        static let bytesPerSecond = 100.0
    }

    /// The name nexttogo gives the thread its watch loop runs on.
    static let loopThreadName = "nexttogo-watch"

    let nexttogoExecutable: String
    let duration: Duration
    /// Time to start and draw the first full screen, left out of the figures.
    let warmUp: Duration = .seconds(3)

    func run() throws -> Result {
        let terminal = try PseudoTerminal(columns: 100, rows: 30)
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["NO_COLOR"] = nil
        let pid = try ChildProcess.spawn(
            [nexttogoExecutable, "--watch", "--demo"],
            streams: ChildProcess.Streams(
                input: terminal.terminal, output: terminal.terminal, error: terminal.terminal),
            environment: environment)
        _ = terminal.drain(for: warmUp)
        let before = ProcessUsage(pid: pid)
        let clock = ContinuousClock()
        let start = clock.now
        let bytes = terminal.drain(for: duration)
        let after = ProcessUsage(pid: pid)
        let elapsed = start.duration(to: clock.now).seconds
        terminal.type("q")
        _ = terminal.drain(for: .milliseconds(500))
        let exit = ChildProcess.wait(pid, killingAfter: .seconds(5))
        guard exit.status == 0 else {
            throw BenchmarkFailure("nexttogo --watch --demo ended with status \(exit.status), not 0 on q")
        }
        return Result(
            seconds: elapsed, cpuSeconds: after.cpuSeconds - before.cpuSeconds, bytesWritten: bytes,
            wakeUps: after.wakeUps(since: before),
            loopWakeUps: after.wakeUps(since: before, ofThreadsNamed: Self.loopThreadName))
    }
}
