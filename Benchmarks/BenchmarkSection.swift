import ArgumentParser

/// One part of the report.
enum BenchmarkSection: String, CaseIterable, ExpressibleByArgument {
    /// The pipeline at each body size, and jq on the same bodies.
    case pipeline
    /// The release program from start to exit, and curl | jq.
    case oneShot = "one-shot"
    /// Watch mode at rest in a pseudo-terminal.
    case watch
    /// Requests over a simulated day.
    case requests
    /// Decoding race cards.
    case raceCard = "race-card"
    /// Decoding the recorded racing day's meetings.
    case racingDay = "racing-day"
    /// `nexttogo serve` under load: many event streams and many requests.
    case serve
}

/// A `--only` value: sections as a comma list.
struct BenchmarkSections: ExpressibleByArgument {
    let sections: Set<BenchmarkSection>

    init(_ sections: some Sequence<BenchmarkSection>) {
        self.sections = Set(sections)
    }

    init?(argument: String) {
        let sections = argument.split(separator: ",").map { BenchmarkSection(rawValue: String($0)) }
        guard !sections.isEmpty, !sections.contains(nil) else { return nil }
        self.init(sections.compactMap { $0 })
    }

    static var allValueStrings: [String] { BenchmarkSection.allCases.map(\.rawValue) }

    func contains(_ section: BenchmarkSection) -> Bool {
        sections.contains(section)
    }
}

/// What the sections that ran found.
struct BenchmarkResults {
    var pipeline: [PipelineBenchmark.Result]?
    var endToEnd: EndToEndBenchmark.Result?
    var watch: WatchAtRestBenchmark.Result?
    var requests: [RequestRateBenchmark.Result]?
    var raceCardRequests: RaceCardRequestBenchmark.Result?
    var raceCard: [RaceCardBenchmark.Result]?
    var racingDay: RacingDayBenchmark.Result?
    var serveLoad: ServeLoadBenchmark.Result?
    var serveThroughNchan: ServeLoadBenchmark.Result?
}
