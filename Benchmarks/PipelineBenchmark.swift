import Foundation

/// Section 1 and 2: the pipeline in process at each body size, and `jq` doing the same work on
/// the same bytes.
struct PipelineBenchmark {
    /// The figures for one body size.
    struct Result {
        let races: Int
        let bodyBytes: Int
        let pipeline: Samples
        /// Peak memory of a fresh process reading the body and running the pipeline once, above
        /// what the process held before it read the body; the body itself included.
        let peakMemory: Int
        let jq: Samples
        let jqPeakMemory: Int

        /// Megabytes of body per second, at the median.
        var megabytesPerSecond: Double { Double(bodyBytes) / 1e6 / pipeline.median }
        /// Median time per race.
        var secondsPerRace: Double { pipeline.median / Double(races) }
        /// How many times faster than `jq`, at the medians.
        var speedUpOverJQ: Double { jq.median / pipeline.median }
    }

    let sizes: [Int]
    let pipelineRuns: Int
    let jqRuns: Int
    /// This benchmark's own executable, started again to measure memory in a fresh process.
    let benchmarkExecutable: String

    /// Runs every size, smallest first, calling `progress` after each.
    func run(progress: (Result) -> Void) async throws -> [Result] {
        let feed = try SyntheticFeedBody()
        let pipeline = RacePipeline()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("nexttogo-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var results: [Result] = []
        for size in sizes {
            let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
            let file = directory.appendingPathComponent("body-\(size).json")
            try feed.body(races: size, now: now).write(to: file)
            let body = try Data(contentsOf: file)
            try await checkAgreement(body: body, file: file.path, now: now, pipeline: pipeline)

            let runs = scaled(pipelineRuns, for: body.count)
            let samples = try await Samples.measure(runs) { _ = try await pipeline.render(body, at: now) }
            let jqSamples = try Samples.measure(scaled(jqRuns, for: body.count)) {
                _ = try ChildProcess.run(JQProgram.arguments(file: file.path, now: now))
            }
            let jqPeak = try ChildProcess.ownPeakMemory(JQProgram.arguments(file: file.path, now: now))
            let result = Result(
                races: size, bodyBytes: body.count, pipeline: samples,
                peakMemory: try peakMemory(file: file.path, now: now), jq: jqSamples, jqPeakMemory: jqPeak)
            progress(result)
            results.append(result)
        }
        return results
    }

    /// Fewer runs for large bodies, so the biggest sizes take seconds, not minutes.
    private func scaled(_ runs: Int, for bytes: Int) -> Int {
        max(3, min(runs, 200_000_000 / max(1, bytes)))
    }

    /// Stops the benchmark if `jq` and the pipeline pick different races: then they would not be
    /// doing the same work.
    private func checkAgreement(body: Data, file: String, now: Date, pipeline: RacePipeline) async throws {
        let ours = try await pipeline.rowKeys(body, at: now)
        let (exit, text) = try ChildProcess.output(of: JQProgram.arguments(file: file, now: now))
        let theirs = text.split(separator: "\n")
            .map { $0.split(separator: " ").dropLast().joined(separator: " ") }
        guard exit.status == 0, theirs == ours else {
            throw BenchmarkFailure("jq picked \(theirs), the pipeline \(ours) (jq exit \(exit.status))")
        }
    }

    /// Runs the pipeline once in a fresh copy of this program and reads its peak memory.
    private func peakMemory(file: String, now: Date) throws -> Int {
        let (exit, text) = try ChildProcess.output(of: [
            benchmarkExecutable, "measure-memory", "--body", file, "--now",
            "\(Int(now.timeIntervalSince1970))",
        ])
        guard exit.status == 0, let bytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchmarkFailure("the memory probe failed (exit \(exit.status)): \(text)")
        }
        return bytes
    }
}

/// A benchmark that could not measure what it set out to, with the reason.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
