/// How big and how long each section runs.
struct BenchmarkSettings {
    /// Body sizes, in races.
    let sizes: [Int]
    /// Pipeline repeats per size (fewer for the largest bodies).
    let pipelineRuns: Int
    /// `jq` repeats per size (fewer for the largest bodies).
    let jqRuns: Int
    /// Repeats of the racing day's slow cases (a hostile day, a misspelt name's suggestions),
    /// which take seconds each on a debug build.
    let slowRuns: Int
    /// Repeats of each one-shot command.
    let endToEndRuns: Int
    /// How long watch mode is measured.
    let watchDuration: Duration
    /// How long the interactor is run on the manual clock.
    let simulatedHours: Int
    /// The load on `nexttogo serve`.
    let serveLoad: ServeLoadBenchmark.Load
    /// A name for the report.
    let name: String

    /// The full suite, as the README reports it.
    static let full = BenchmarkSettings(
        sizes: [10, 100, 1_000, 10_000, 100_000], pipelineRuns: 30, jqRuns: 10, slowRuns: 30,
        endToEndRuns: 50,
        watchDuration: .seconds(60), simulatedHours: 24, serveLoad: .full, name: "full")

    /// A run of about a minute and a half that keeps every section working, for CI. Watch mode
    /// is measured for the full minute: over a few seconds its figures are whatever board change
    /// falls in them (a race leaving rewrites every row), not the board at rest.
    static let quick = BenchmarkSettings(
        sizes: [10, 100, 1_000], pipelineRuns: 5, jqRuns: 3, slowRuns: 1, endToEndRuns: 5,
        watchDuration: .seconds(60), simulatedHours: 24, serveLoad: .quick, name: "quick")
}
