import DataLayer
import Foundation
import TestSupport

/// Section 6: decoding race cards, the largest recorded one and a synthesised large one.
struct RaceCardBenchmark {
    /// The figures for one body.
    struct Result {
        let name: String
        let bodyBytes: Int
        let runners: Int
        let decode: Samples
        /// Peak memory of the first decode above what the process held with the body in hand;
        /// memory the process freed earlier is reused, so this is a floor, not a fresh process's.
        let peakMemory: Int
    }

    let runs: Int

    /// Decodes each body once to read the peak memory, then `runs` times to time it.
    func run() throws -> [Result] {
        let recorded = RaceCardFixtures.finalHarness
        let bodies = [
            ("recorded final harness card (11 runners, 870 prices)", try RaceCardFixtures.data(of: recorded)),
            (
                "synthesised card (30 runners, 5,000 prices, 3,000 fluctuations)",
                try SyntheticRaceCardBody.body(runners: 30, prices: 5_000)
            ),
        ]
        return try bodies.map { name, body in
            let decode = { () throws -> RaceCardResponse in
                guard let card = try RaceCardResponseDecoder.decode(body, raceID: recorded.raceID) else {
                    throw BenchmarkFailure("the \(name) names no race \(recorded.raceID)")
                }
                return card
            }
            PeakMemory.resetPeak()
            let baseline = PeakMemory.resident
            let runners = try decode().entrants.count
            let peakMemory = max(0, PeakMemory.peak - baseline)
            let samples = try Samples.measure(runs) { _ = try decode() }
            return Result(
                name: name, bodyBytes: body.count, runners: runners, decode: samples, peakMemory: peakMemory)
        }
    }
}
