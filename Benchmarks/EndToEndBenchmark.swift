import Foundation
import TestSupport

/// Section 3: the release `nexttogo` from process start to exit against a loopback server, next to
/// `curl -s … | jq …` against the same server; and the CPU a one-shot run spends waiting out its
/// `--timeout` on a server that accepts and never answers.
struct EndToEndBenchmark {
    /// The recorded response served: ten races, all horse or greyhound, so one request fills a
    /// five-race board for `--filter horse,greyhound` and both sides make exactly one request.
    static let recording = "j-__next-to-go-react__payload-1768522365856"

    /// The figures from the runs.
    struct Result {
        let nexttogo: Samples
        let curlAndJQ: Samples
        let requestsPerNexttogoRun: Double
        /// User plus system CPU seconds of one run waiting `silentServerTimeoutSeconds` on a server
        /// that never answers, from `wait4`.
        let silentServerCPUSeconds: Double

        /// nexttogo's median wall time over curl and jq's.
        var ratio: Double { nexttogo.median / curlAndJQ.median }
    }

    /// The `--timeout` of the run against the silent server.
    static let silentServerTimeoutSeconds = 5
    /// Waiting is sleeping: the whole wait should cost less CPU than this, in seconds.
    static let silentServerCPUTarget = 0.1

    let nexttogoExecutable: String
    let runs: Int

    func run() throws -> Result {
        let now = Date()
        let body = try Fixtures.rebased(Self.recording, firstStart: now.addingTimeInterval(300))
        let server = try LoopbackHTTPServer { _ in .json(Array(body)) }
        defer { server.stop() }
        let root = server.baseURL.absoluteString
        let url = "\(root)/rest/v1/racing/?method=nextraces&count=10"
        let nexttogo = [
            nexttogoExecutable, "--json", "--filter", "horse,greyhound", "--api-url", root,
        ]
        let curl = ["curl", "-s", url]
        let jq = JQProgram.arguments(now: now)

        let exit = try ChildProcess.run(nexttogo)
        guard exit.status == 0 else { throw BenchmarkFailure("nexttogo exited with \(exit.status)") }
        let (curlExit, jqExit) = try ChildProcess.runPipeline(curl, jq)
        guard curlExit.status == 0, jqExit.status == 0 else {
            throw BenchmarkFailure("curl | jq failed (curl \(curlExit.status), jq \(jqExit.status))")
        }

        // Turn about, so both sides meet the same moments of a busy machine.
        var ours = Samples()
        var theirs = Samples()
        let clock = ContinuousClock()
        for _ in 0..<runs {
            ours.append(try clock.measure { _ = try ChildProcess.run(nexttogo) })
            theirs.append(try clock.measure { _ = try ChildProcess.runPipeline(curl, jq) })
        }
        let nexttogoRequests = server.receivedRequests.filter {
            $0.headers["user-agent"]?.hasPrefix("nexttogo/") == true
        }
        // The first run, before the loop, checked the exit status.
        let requests = Double(nexttogoRequests.count) / Double(runs + 1)
        return Result(
            nexttogo: ours, curlAndJQ: theirs, requestsPerNexttogoRun: requests,
            silentServerCPUSeconds: try cpuWaitingOnASilentServer())
    }

    /// Runs nexttogo once against a server that reads the request and never answers, and returns
    /// the CPU it used until its timeout ended it.
    private func cpuWaitingOnASilentServer() throws -> Double {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let exit = try ChildProcess.run([
            nexttogoExecutable, "--json", "--timeout", "\(Self.silentServerTimeoutSeconds)", "--api-url",
            server.baseURL.absoluteString,
        ])
        guard exit.status == 1, server.receivedRequests.count == 1 else {
            throw BenchmarkFailure(
                "nexttogo against a silent server exited with \(exit.status) after "
                    + "\(server.receivedRequests.count) requests, not 1 after its one request")
        }
        return exit.cpuSeconds
    }
}
