import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `nexttogo serve --port 0` child on 127.0.0.1, pointed at an API root, with a config folder of
/// its own (so no one's config file filters its board): started, asked for its health, stopped.
final class ServeProcess {
    /// The server's health as `/healthz` gives it.
    struct Health {
        /// The HTTP status: 200 once the API has answered, 503 before.
        let status: Int
        /// The event streams the server counts as open.
        let screens: Int
    }

    let pid: pid_t
    /// The port the server chose.
    let port: Int
    /// The read end of the server's standard error, kept open until it has ended, so a late line
    /// never meets a closed pipe.
    private let errorOutput: Int32
    private var exit: ChildProcess.Exit?

    /// Starts `nexttogoExecutable serve` against `apiURL`, with `options` besides, and waits for
    /// the line that names its port.
    /// - Throws: `BenchmarkFailure` when it cannot start or says no port within 10 seconds.
    init(nexttogoExecutable: String, apiURL: URL, configHome: URL, options: [String] = []) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BenchmarkFailure("cannot make a pipe for nexttogo serve") }
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = configHome.path
        environment["TZ"] = "UTC"
        do {
            pid = try ChildProcess.spawn(
                [nexttogoExecutable, "serve", "--port", "0", "--api-url", apiURL.absoluteString] + options,
                streams: ChildProcess.Streams(input: null, output: null, error: ends[1]),
                environment: environment)
        } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[1])
        errorOutput = ends[0]
        guard let port = Self.port(from: errorOutput, within: .seconds(10)) else {
            kill(pid, SIGKILL)
            _ = ChildProcess.wait(pid)
            close(errorOutput)
            throw BenchmarkFailure("nexttogo serve did not say which port it serves on within 10 s")
        }
        self.port = port
    }

    deinit {
        _ = stop()
    }

    /// The server's `/healthz`.
    func health() async throws -> Health {
        let response = try await LoopbackConnection.get(port: port, "/healthz")
        let record = try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any]
        return Health(status: response.status, screens: record?["screens"] as? Int ?? -1)
    }

    /// Waits until the API has answered the server's first request.
    /// - Throws: `BenchmarkFailure` when it has not within 10 seconds.
    func waitUntilReady() async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while clock.now < deadline {
            if (try? await health())?.status == 200 { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw BenchmarkFailure("nexttogo serve had no board 10 s after it started")
    }

    /// The most resident memory the server has held since it started, in bytes: `VmHWM` from
    /// `/proc`. (`wait4`'s peak will not do: a child started with `posix_spawn` shares the
    /// benchmark's memory until it runs nexttogo, and the kernel counts the benchmark's peak as the
    /// child's.)
    var peakMemory: Int { ProcessMemory(pid: pid).peak }

    /// The resident memory the server holds now, in bytes.
    var residentMemory: Int { ProcessMemory(pid: pid).resident }

    /// Stops the server with SIGTERM, as Ctrl-C would, and returns how it ended and what it used
    /// over its life; killed if it has not ended 10 seconds later.
    func stop() -> ChildProcess.Exit {
        if let exit { return exit }
        kill(pid, SIGTERM)
        let ended = ChildProcess.wait(pid, killingAfter: .seconds(10))
        close(errorOutput)
        exit = ended
        return ended
    }

    /// The port in the line `nexttogo: serving the board at http://127.0.0.1:<port>/ …`.
    private static func port(from descriptor: Int32, within limit: Duration) -> Int? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        let marker = "http://127.0.0.1:"
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while clock.now < deadline {
            if let range = text.range(of: marker),
                let end = text[range.upperBound...].firstIndex(of: "/")
            {
                return Int(text[range.upperBound..<end])
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return nil }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return nil
    }
}
