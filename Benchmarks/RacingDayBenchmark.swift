import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport

/// Section 7: decoding the recorded racing day (`GET /v2/racing/meeting`, 919 KB) and mapping it
/// into the domain's day, as `meetings` does.
struct RacingDayBenchmark {
    /// The decode's target: a day's meetings read in under 10 ms.
    static let decodeTarget = 0.010

    /// The figures for the recorded day.
    struct Result {
        let bodyBytes: Int
        let meetings: Int
        let races: Int
        let decode: Samples
        /// The decode and the mapping into a `RacingDay`, through `MeetingsServiceRepository`.
        let decodeAndMap: Samples
        /// Peak memory of the first decode above what the process held with the body in hand.
        let peakMemory: Int
    }

    /// A service that decodes the same body on each request, as the live one does a response.
    private struct BodyService: MeetingsService {
        let body: Data

        func meetings(on date: CalendarDate, timeZone: TimeZone) async throws -> MeetingsResponse {
            try MeetingsResponseDecoder.decode(body)
        }
    }

    let runs: Int

    /// Decodes the day once to read the peak memory, then `runs` times to time it, then `runs`
    /// times through the repository.
    func run() async throws -> Result {
        let body = try MeetingsFixtures.recordedDay()
        PeakMemory.resetPeak()
        let baseline = PeakMemory.resident
        let response = try MeetingsResponseDecoder.decode(body)
        let peakMemory = max(0, PeakMemory.peak - baseline)
        let decode = try Samples.measure(runs) { _ = try MeetingsResponseDecoder.decode(body) }
        let repository = MeetingsServiceRepository(service: BodyService(body: body))
        let date = CalendarDate(year: 2023, month: 7, day: 13)!
        let zone = TimeZone(identifier: "Australia/Sydney")!
        let decodeAndMap = try await Samples.measure(runs) {
            _ = try await repository.racingDay(date, timeZone: zone)
        }
        return Result(
            bodyBytes: body.count, meetings: response.meetings.count,
            races: response.meetings.map(\.races.count).reduce(0, +), decode: decode,
            decodeAndMap: decodeAndMap, peakMemory: peakMemory)
    }
}
