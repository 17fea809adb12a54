import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts programs with `posix_spawnp` and waits for them with `wait4`, so a benchmark gets each
/// child's wall time and CPU time from the kernel (and a command's own peak memory from GNU time).
///
/// Children start with no signals blocked: Swift concurrency's threads block most of them, and a
/// spawned child inherits the mask.
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
        /// Descriptors the child must not keep open, such as the other end of a pipe.
        var closing: [Int32] = []
    }

    /// Starts `arguments[0]` (looked up in `PATH`) with the rest as its arguments.
    static func spawn(_ arguments: [String], streams: Streams, environment: [String: String]? = nil)
        throws -> pid_t
    {
        // Glibc's types are structs; Darwin's are optional pointers the init calls fill in.
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor in streams.closing {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        posix_spawn_file_actions_adddup2(&actions, streams.input, 0)
        posix_spawn_file_actions_adddup2(&actions, streams.output, 1)
        posix_spawn_file_actions_adddup2(&actions, streams.error, 2)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let environment = (environment ?? ProcessInfo.processInfo.environment).map { "\($0)=\($1)" }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        let code = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard code == 0 else { throw SpawnError(command: arguments[0], code: code) }
        return pid
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
                streams: Streams(input: null, output: writeEnd, error: null, closing: [readEnd]))
            second = try spawn(
                consumer,
                streams: Streams(input: readEnd, output: output ?? null, error: null, closing: [writeEnd]))
        }
        return (wait(first), wait(second))
    }
}
