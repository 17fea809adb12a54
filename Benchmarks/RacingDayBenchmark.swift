import DataLayer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport

/// Section 7: decoding the recorded racing day (`GET /v2/racing/meeting`, 919 KB) and mapping it
/// into the domain's day, as `meetings` does.
struct RacingDayBenchmark {
    /// The decode's target: a day's meetings read in under 10 ms.
    static let decodeTarget = 0.010
    /// The hostile day's target: a 5 MB body of compound bets decoded in under 100 ms, linear.
    static let hostileDecodeTarget = 0.100
    /// The suggestion's target: a misspelt name on a 5 MB day of long names answered in 200 ms.
    static let suggestionTarget = 0.200
    /// The `m` screen's target at rest: a tick a second costing under 0.05 of a core.
    static let tickTarget = 0.050

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
        /// The size of the hostile day: one meeting of 20,000 races and 25,000 compound bets.
        let hostileBytes: Int
        /// Decoding it.
        let hostileDecode: Samples
        /// The size of the day of 16,000 meetings with 200-letter names.
        let longNamesBytes: Int
        /// Looking a misspelt 200-letter name up among them, suggestions included.
        let suggestion: Samples
        /// Watch mode's `m` screen over a day of 30,000 meetings: one frame at rest (a tick), one
        /// arrow key, and a fetch of the day arriving (filtered, ordered and measured anew).
        let meetingsTick: Samples
        /// One arrow key on that screen.
        let meetingsKey: Samples
        /// A fetch of that day arriving.
        let meetingsFetch: Samples
    }

    /// A service that decodes the same body on each request, as the live one does a response.
    private struct BodyService: MeetingsService {
        let body: Data

        func meetings(on date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure)
            -> MeetingsResponse
        {
            try MeetingsResponseDecoder.decode(body)
        }
    }

    let runs: Int
    /// Repeats of the slow cases: the hostile day and a misspelt name's suggestions.
    let slowRuns: Int

    /// Decodes the day once to read the peak memory, then `runs` times to time it, then `runs`
    /// times through the repository; then the slow cases `slowRuns` times.
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
        let hostile = HostileMeetingsBody.body(races: 20_000, compounds: 25_000)
        let hostileDecode = try Samples.measure(slowRuns) {
            _ = try MeetingsResponseDecoder.decode(hostile)
        }
        let longNames = HostileMeetingsBody.body(races: 1, compounds: 0, namedMeetings: 16_000)
        let longNamesDay = try await MeetingsServiceRepository(service: BodyService(body: longNames))
            .racingDay(date, timeZone: zone)
        // One letter changed in the middle of a name the day has: no meeting matches, and the
        // suggestions are looked for among every name.
        var misspelt = Array(HostileMeetingsBody.name(8_000, length: 200))
        misspelt[100] = misspelt[100] == "z" ? "y" : "z"
        let suggestion = Samples.measure(slowRuns) {
            _ = MeetingFinder(day: longNamesDay).find(String(misspelt))
        }
        let (meetingsTick, meetingsKey, meetingsFetch) = Self.meetingsScreen(meetings: 30_000, runs: runs)
        return Result(
            bodyBytes: body.count, meetings: response.meetings.count,
            races: response.meetings.map(\.races.count).reduce(0, +), decode: decode,
            decodeAndMap: decodeAndMap, peakMemory: peakMemory, hostileBytes: hostile.count,
            hostileDecode: hostileDecode, longNamesBytes: longNames.count, suggestion: suggestion,
            meetingsTick: meetingsTick, meetingsKey: meetingsKey, meetingsFetch: meetingsFetch)
    }

    /// Times watch mode's `m` screen over a day of `meetings` meetings, each with a race to come:
    /// `runs` ticks a second apart, then `runs` presses of ↓, then `runs` fetches of the day.
    static func meetingsScreen(meetings: Int, runs: Int) -> (tick: Samples, key: Samples, fetch: Samples) {
        let now = Date(timeIntervalSince1970: 1_768_438_800)
        let date = CalendarDate(year: 2026, month: 1, day: 15)!
        let day = RacingDayFactory.day(meetings: meetings, on: date, from: now)
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: .gmt), size: ScreenSize(columns: 100, rows: 40),
            now: now)
        _ = model.handle(.key(.byte(UInt8(ascii: "m"))), at: now)
        let fetched = WatchEvent.racingDay(
            RacingDaySnapshot(value: day, updatedAt: now, failure: nil, nextFetchAt: now + 30))
        _ = model.handle(fetched, at: now)
        var second = 0.0
        let tick = Samples.measure(runs) {
            second += 1
            _ = model.handle(.tick, at: now + second)
        }
        let key = Samples.measure(runs) { _ = model.handle(.key(.down), at: now + second) }
        let fetch = Samples.measure(max(3, runs / 4)) { _ = model.handle(fetched, at: now + second) }
        return (tick, key, fetch)
    }
}
