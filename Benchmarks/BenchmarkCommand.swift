import ArgumentParser
import Foundation

/// `nexttogo-bench`: how fast and lean nexttogo is next to `curl` and `jq`, as one report.
@main
struct BenchmarkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nexttogo-bench",
        abstract: "Measures nexttogo next to curl and jq and prints one report.",
        subcommands: [RunBenchmarks.self, MeasureMemory.self],
        defaultSubcommand: RunBenchmarks.self)
}

/// Runs every section and prints the report.
struct RunBenchmarks: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Runs every benchmark and prints the report.")

    @Option(help: "The nexttogo executable to measure, built in release mode.")
    var nexttogo: String

    @Flag(help: "A reduced run of a few seconds (small sizes, few repeats), to keep the suite working.")
    var quick = false

    @Option(help: "The sections to run, as a comma list; all when left out.")
    var only: BenchmarkSections = BenchmarkSections(BenchmarkSection.allCases)

    @Flag(
        help:
            "Runs serve's load again through nginx with Nchan in front (needs nginx and libnginx-mod-nchan).")
    var nchan = false

    @Option(
        help:
            "Event streams for serve's load, 1 to 16,384 (serve's cap); 10,000 when left out, 100 with --quick."
    )
    var streams: Int?

    func validate() throws {
        if let streams, !(1...16_384).contains(streams) {
            throw ValidationError(
                "--streams must be 1 to 16,384 (serve's cap on connections), not \(streams)")
        }
    }

    func run() async throws {
        let settings = quick ? BenchmarkSettings.quick : .full
        let serveLoad = streams.map { settings.serveLoad.holding($0) } ?? settings.serveLoad
        let report = BenchmarkReport(settings: settings)
        report.printHeader()
        var results = BenchmarkResults()

        if only.contains(.pipeline) {
            report.printPipelineHeader()
            let pipeline = try await PipelineBenchmark(
                sizes: settings.sizes, pipelineRuns: settings.pipelineRuns, jqRuns: settings.jqRuns,
                benchmarkExecutable: CommandLine.arguments[0]
            ).run(progress: report.printProgress)
            report.printPipeline(pipeline)
            results.pipeline = pipeline
        }
        if only.contains(.oneShot) {
            let endToEnd = try EndToEndBenchmark(nexttogoExecutable: nexttogo, runs: settings.endToEndRuns)
                .run()
            report.printEndToEnd(endToEnd)
            results.endToEnd = endToEnd
        }
        if only.contains(.watch) {
            let watch = try WatchAtRestBenchmark(
                nexttogoExecutable: nexttogo, duration: settings.watchDuration
            )
            .run()
            report.printWatch(watch)
            results.watch = watch
        }
        if only.contains(.requests) {
            let requests = try await RequestRateBenchmark(hours: settings.simulatedHours).run()
            let cardRequests = try await RaceCardRequestBenchmark().run()
            report.printRequests(requests, card: cardRequests)
            results.requests = requests
            results.raceCardRequests = cardRequests
        }
        if only.contains(.raceCard) {
            let raceCard = try RaceCardBenchmark(runs: settings.pipelineRuns * 4).run()
            let screen = try await RaceCardScreenBenchmark(runs: settings.pipelineRuns * 4).run()
            report.printRaceCard(raceCard, screen: screen)
            results.raceCard = raceCard
        }
        if only.contains(.racingDay) {
            let racingDay = try await RacingDayBenchmark(
                runs: settings.pipelineRuns * 4, slowRuns: settings.slowRuns
            ).run()
            report.printRacingDay(racingDay)
            results.racingDay = racingDay
        }
        if only.contains(.serve) {
            let serve = try await ServeLoadBenchmark(
                nexttogoExecutable: nexttogo, load: serveLoad, front: .serve
            ).run()
            report.printServeLoad(serve)
            results.serveLoad = serve
            if nchan {
                let throughNchan = try await ServeLoadBenchmark(
                    nexttogoExecutable: nexttogo, load: serveLoad, front: .nchan
                ).run()
                report.printServeThroughNchan(throughNchan, direct: serve)
                results.serveThroughNchan = throughNchan
            }
        }
        report.printTargets(results)
    }
}

/// Runs the pipeline once on a body and prints the peak memory it took, for a fresh process.
struct MeasureMemory: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure-memory",
        abstract: "Prints the peak memory, in bytes, of reading a body and running the pipeline once.")

    @Option(help: "A next-races response body.")
    var body: String

    @Option(help: "The time to show the board at, in Unix seconds.")
    var now: Int

    func run() async throws {
        PeakMemory.resetPeak()
        let baseline = PeakMemory.resident
        let data = try Data(contentsOf: URL(fileURLWithPath: body))
        _ = try await RacePipeline().render(data, at: Date(timeIntervalSince1970: TimeInterval(now)))
        print(PeakMemory.peak - baseline)
    }
}
