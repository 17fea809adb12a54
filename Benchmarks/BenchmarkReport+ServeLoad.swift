import Foundation

extension BenchmarkReport {
    /// The serve section's figures, each with its target.
    func printServeLoad(_ result: ServeLoadBenchmark.Result) {
        let load = result.load
        let targets = ServeLoadBenchmark.Targets.self
        let deliveries = result.deliveries
        let requests = result.requests
        let verdict = { (met: Bool) in met ? "met" : "missed" }
        let p99 = result.latency(percentile: 0.99)
        emit(
            """
            ## 8. Serving many screens (`nexttogo serve --port 0 --api-url …` on loopback, \
            \(Units.count(load.streams)) event streams, \(load.requestsPerSecond) requests a second for \(load.seconds) s)

            The benchmark serves the racing API itself and is its own load generator: the streams \
            are read on one SwiftNIO event-loop thread and the requests made on another, as a \
            venue's screens and a proxy are separate machines; client and server share this \
            machine's \(ProcessInfo.processInfo.activeProcessorCount) cores. The board changes as a screen's \
            would, with no request: the API's races are timed so that one leaves the board (60 s after \
            its start) every \(load.changeInterval) s of the load. A delivery is timed from that moment \
            to the last byte of the board that shows it; a request from the moment it was due (open \
            loop: a request kept waiting counts its wait). What one screen costs the API is measured \
            on a second server started beside the first against the same races, with one screen.

            | | measured | target | |
            |---|---:|---:|---|
            | event streams held through the load (the server's count) | \(Units.count(result.streamsHeld)) of \(Units.count(load.streams)) (\(Units.count(result.screensCounted))) | all | \(verdict(result.streamsHeld == load.streams)) |
            | changes, each to every stream | \(deliveries.changes) changes: \(Units.count(deliveries.received)) of \(Units.count(deliveries.expected)) delivered, \(Units.count(deliveries.onTime)) within \(Units.time(targets.delivery)) | all | \(verdict(deliveries.changes > 0 && deliveries.onTime == deliveries.expected)) |
            | slowest delivery of a change (median) | \(Units.time(deliveries.slowest)) (\(Units.time(deliveries.median))) | < \(Units.time(targets.delivery)) | \(verdict(deliveries.changes > 0 && deliveries.slowest < targets.delivery)) |
            | `/api/board` requests answered 200 of those sent | \(Units.count(requests.answered)) of \(Units.count(requests.sent)) (\(requests.failed) failed) | all | \(verdict(requests.failed == 0 && requests.answered == requests.sent)) |
            | `/api/board` latency p50 / p99 / max | \(Units.time(result.latency(percentile: 0.5))) / \(Units.time(p99)) / \(Units.time(result.latency(percentile: 1))) | p99 < \(Units.time(targets.boardP99)) | \(verdict(p99 < targets.boardP99)) |
            | … p99 of those due in the second after a change / at other times | \(Units.time(result.latency(percentile: 0.99, nearChanges: true))) / \(Units.time(result.latency(percentile: 0.99, nearChanges: false))) | | |
            | the server's peak memory (resident, over its life) | \(Units.bytes(result.peakMemory)) | < \(Units.bytes(targets.peakMemory)) | \(verdict(result.peakMemory < targets.peakMemory)) |
            | memory per idle stream (the server's growth as \(Units.count(load.streams)) opened, over their number) | \(Units.bytes(Int(result.idleStreamMemory))) | ≤ \(Units.bytes(targets.idleStreamMemory)) | \(verdict(result.idleStreamMemory <= Double(targets.idleStreamMemory))) |
            | … asked for on a connection that had a page first, as a browser's may (\(Units.count(min(ServeLoadBenchmark.afterPageStreams, load.streams))) streams) | \(result.afterPageStreamMemory.map { Units.bytes(Int($0)) } ?? "–") | | |
            | requests to the API over the run: this server (during the load) / one screen's | \(result.upstreamRequests) (\(result.upstreamDuringLoad)) / \(result.oneScreenUpstreamRequests) | no more | \(verdict(result.upstreamRequests <= result.oneScreenUpstreamRequests)) |
            | CPU at rest, \(load.restStreams) streams open (the server's count: \(result.restScreensCounted)), \(String(format: "%.0f", result.restElapsed)) s | \(String(format: "%.3f", result.restCores)) of a core | < \(targets.restCores) | \(verdict(result.restCores < targets.restCores)) |

            Over the load the server used \(String(format: "%.2f", result.loadCPUSeconds)) CPU seconds \
            and the benchmark (the load generator and its API) \(String(format: "%.2f", result.generatorCPUSeconds)), \
            of the \(load.seconds * ProcessInfo.processInfo.activeProcessorCount) core-seconds the machine had. The server \
            exited with status \(result.exitStatus) on SIGTERM with every stream open.\(result.openFiles.map { " Fewer streams than asked: \($0)." } ?? "")

            """)
    }

    /// The serve section's load through nginx with Nchan, side by side with serve direct.
    func printServeThroughNchan(_ nchan: ServeLoadBenchmark.Result, direct: ServeLoadBenchmark.Result) {
        let row = { (name: String, figure: (ServeLoadBenchmark.Result) -> String) in
            "| \(name) | \(figure(direct)) | \(figure(nchan)) |"
        }
        let rows = [
            row("event streams held through the load") {
                "\(Units.count($0.streamsHeld)) of \(Units.count($0.load.streams))"
            },
            row("changes delivered within \(Units.time(ServeLoadBenchmark.Targets.delivery)), of those due") {
                "\(Units.count($0.deliveries.onTime)) of \(Units.count($0.deliveries.expected))"
            },
            row("slowest delivery (median)") {
                "\(Units.time($0.deliveries.slowest)) (\(Units.time($0.deliveries.median)))"
            },
            row("`/api/board` p50 / p99, \(direct.load.requestsPerSecond) a second") {
                "\(Units.time($0.latency(percentile: 0.5))) / \(Units.time($0.latency(percentile: 0.99)))"
            },
            row("… p99 in the second after a change") {
                Units.time($0.latency(percentile: 0.99, nearChanges: true))
            },
            row("serve's peak memory") { Units.bytes($0.peakMemory) },
            row("nginx's peak memory") { $0.nginxPeakMemory.map(Units.bytes) ?? "–" },
            row("memory per idle stream (of the process holding them)") {
                Units.bytes(Int($0.idleStreamMemory))
            },
            row("serve's CPU seconds over the load") { String(format: "%.1f", $0.loadCPUSeconds) },
            row("nginx's CPU seconds over the load") {
                $0.nginxLoadCPUSeconds.map { String(format: "%.1f", $0) } ?? "–"
            },
            row("the benchmark's CPU seconds over the load (the generator reads every stream)") {
                String(format: "%.1f", $0.generatorCPUSeconds)
            },
        ]
        emit(
            """
            ### The same load through nginx with Nchan (`docs/nginx/nchan.conf`, one nginx process)

            One serve publishes each board to Nchan (`--publish`), and the \(Units.count(nchan.load.streams)) \
            streams subscribe to nginx (`/subscribe/board`), which also passes `/api/board` on to serve.

            | | serve direct | through nginx with Nchan |
            |---|---:|---:|
            \(rows.joined(separator: "\n"))

            """)
    }

    /// The serve section's lines for the list of targets.
    func serveLoadTargets(_ result: ServeLoadBenchmark.Result) -> [String] {
        let load = result.load
        let targets = ServeLoadBenchmark.Targets.self
        let deliveries = result.deliveries
        let p99 = result.latency(percentile: 0.99)
        return [
            target(
                result.streamsHeld == load.streams,
                "serve holds \(Units.count(load.streams)) event streams open through the load",
                "\(Units.count(result.streamsHeld)) held"),
            target(
                deliveries.changes > 0 && deliveries.onTime == deliveries.expected,
                "serve sends every change to every stream within \(Units.time(targets.delivery))",
                "\(Units.count(deliveries.onTime)) of \(Units.count(deliveries.expected)), the slowest in "
                    + Units.time(deliveries.slowest)),
            target(
                p99 < targets.boardP99 && result.requests.failed == 0,
                "serve answers /api/board at \(load.requestsPerSecond) a second with a p99 under "
                    + Units.time(targets.boardP99),
                "\(Units.time(p99)), \(result.requests.failed) failed"),
            target(
                result.peakMemory < targets.peakMemory,
                "serve under \(Units.bytes(targets.peakMemory)) of memory with \(Units.count(load.streams)) streams",
                Units.bytes(result.peakMemory)),
            target(
                result.idleStreamMemory <= Double(targets.idleStreamMemory),
                "serve holds an idle stream in \(Units.bytes(targets.idleStreamMemory)) or less",
                Units.bytes(Int(result.idleStreamMemory))),
            target(
                result.upstreamRequests <= result.oneScreenUpstreamRequests,
                "serve asks the API no more often for \(Units.count(load.streams)) screens than for one",
                "\(result.upstreamRequests), one screen's \(result.oneScreenUpstreamRequests)"),
            target(
                result.restCores < targets.restCores,
                "serve under \(targets.restCores) of a core at rest with \(load.restStreams) streams open",
                String(format: "%.3f", result.restCores)),
        ]
    }
}
