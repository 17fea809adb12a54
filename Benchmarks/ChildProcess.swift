import Foundation
import Spawning

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts programs with `SpawnedProgram` (the Spawning module) and waits for them with `wait4`,
/// so a benchmark gets each child's wall time and CPU time from the kernel (and a command's own
/// peak memory from GNU time).
enum ChildProcess {
    /// Why a child could not be started.
    struct SpawnError: Error, CustomStringConvertible {
        let command: String
        let code: Int32

        var description: String {
            "cannot start \(command): \(String(cString: strerror(code)))"
        }
    }

    /// How a child ended and what it used.
    struct Exit {
        /// The exit status, or 128 plus the signal that ended it.
        let status: Int32
        /// User plus system CPU time in seconds.
        let cpuSeconds: Double
    }

    /// Which file descriptors the child gets as its standard streams.
    struct Streams {
        var input: Int32
        var output: Int32
        var error: Int32
    }

    /// Starts `arguments[0]` (looked up in `PATH`) with the rest as its arguments, through
    /// `SpawnedProgram` (the Spawning module), whose child has no signal blocked and no descriptor
    /// but its standard streams; `wait` reaps it, as `wait4` gives its CPU time.
    static func spawn(_ arguments: [String], streams: Streams, environment: [String: String]? = nil)
        throws -> pid_t
    {
        try SpawnedProgram(
            executable: arguments[0], arguments: Array(arguments.dropFirst()),
            environment: environment ?? ProcessInfo.processInfo.environment,
            input: streams.input, output: streams.output, error: streams.error
        ).pid
    }

    /// Waits for `pid` to end; after `limit`, if given, kills it first.
    static func wait(_ pid: pid_t, killingAfter limit: Duration? = nil) -> Exit {
        var status: Int32 = 0
        var usage = rusage()
        var reaped = false
        if let limit {
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: limit)
            while !reaped {
                reaped = wait4(pid, &status, WNOHANG, &usage) == pid
                if !reaped && clock.now >= deadline {
                    kill(pid, SIGKILL)
                    break
                }
                usleep(10_000)
            }
        }
        while !reaped && wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return Exit(status: code, cpuSeconds: cpu)
    }

    /// Runs a command to the end with its output going to `output` and the rest to /dev/null.
    static func run(_ arguments: [String], output: Int32? = nil) throws -> Exit {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        let pid = try spawn(
            arguments, streams: Streams(input: null, output: output ?? null, error: null))
        return wait(pid)
    }

    /// Runs a command to the end under GNU time and returns the command's own peak resident
    /// memory, in bytes. `wait4`'s peak would not do for a child of the benchmark: a child starts
    /// its program inside the memory of the process that started it (all of it, for a
    /// `posix_spawn` or a `fork` of the benchmark), and the kernel counts that memory's peak as
    /// the child's. GNU time starts the command from its own small process instead.
    /// - Throws: When GNU time is missing or the command fails.
    static func ownPeakMemory(_ arguments: [String]) throws -> Int {
        let timer = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: timer) else {
            throw BenchmarkFailure("\(timer) is missing; the benchmark needs GNU time (apt-get install time)")
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("nexttogo-bench-time-\(getpid())")
        defer { try? FileManager.default.removeItem(at: file) }
        let exit = try run([timer, "-f", "%M", "-o", file.path] + arguments)
        let printed = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard exit.status == 0,
            let kilobytes = printed.split(separator: "\n").last.flatMap({ Int($0) })
        else {
            throw BenchmarkFailure("\(arguments[0]) under \(timer) failed (\(exit.status)): \(printed)")
        }
        return kilobytes * 1024
    }

    /// Runs a command to the end and returns its exit and what it printed on standard output.
    static func output(of arguments: [String]) throws -> (Exit, String) {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("nexttogo-bench-output-\(getpid())")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        let exit = try run(arguments, output: handle.fileDescriptor)
        try handle.close()
        return (exit, try String(contentsOf: file, encoding: .utf8))
    }

    /// Runs `producer | consumer`, the consumer's output going to `output`, and returns the exits
    /// of both.
    static func runPipeline(_ producer: [String], _ consumer: [String], output: Int32? = nil) throws
        -> (Exit, Exit)
    {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnError(command: "pipe", code: errno) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let first: pid_t
        let second: pid_t
        do {
            defer { close(writeEnd) }
            defer { close(readEnd) }
            first = try spawn(
                producer,
                streams: Streams(input: null, output: writeEnd, error: null))
            second = try spawn(
                consumer,
                streams: Streams(input: readEnd, output: output ?? null, error: null))
        }
        return (wait(first), wait(second))
    }
}
