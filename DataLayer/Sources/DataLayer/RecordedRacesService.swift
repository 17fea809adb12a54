import Foundation
import SharedUtils

/// Serves recorded next-races responses as if they were live, for `--demo`.
///
/// The recordings are laid end to end on one timeline that starts shortly after the service is
/// created, and the timeline repeats forever, so however long the demo runs there are always
/// races to come. Each repeat gives its races fresh ids.
public struct RecordedRacesService: RacesService {
    /// How long after the start of the demo its first race jumps.
    public static let defaultLeadTime: Duration = .seconds(90)
    /// How long the API keeps listing a race after its start.
    private static let keptAfterStart: TimeInterval = 120
    /// The pause between one recording's last race and the next recording's first.
    private static let gapBetweenRecordings: TimeInterval = 180

    private let timeline: [RaceSummary]
    private let period: TimeInterval
    private let dates: DateSource

    /// Creates a service that replays `recordings` on a timeline starting at `startedAt`.
    /// - Parameters:
    ///   - recordings: Responses to replay, in order; each must hold at least one race.
    ///   - startedAt: When the demo started.
    ///   - leadTime: How long after `startedAt` the first race jumps.
    ///   - dates: The wall clock.
    public init(
        recordings: [NextRacesResponse], startedAt: Date, leadTime: Duration = defaultLeadTime,
        dates: DateSource
    ) {
        var timeline: [RaceSummary] = []
        var offset = startedAt.timeIntervalSince1970 + leadTime.timeInterval
        for recording in recordings {
            let races = recording.raceSummaries.sorted { $0.advertisedStart < $1.advertisedStart }
            guard let first = races.first?.advertisedStart, let last = races.last?.advertisedStart
            else { continue }
            let shift = offset - first.timeIntervalSince1970
            timeline += races.map { race in
                var moved = race
                moved.advertisedStart = race.advertisedStart.addingTimeInterval(shift)
                return moved
            }
            offset += last.timeIntervalSince(first) + Self.gapBetweenRecordings
        }
        self.timeline = timeline
        let firstStart = timeline.first?.advertisedStart.timeIntervalSince1970 ?? offset
        period = offset - firstStart
        self.dates = dates
    }

    /// The recordings bundled with the program, in the order the demo plays them.
    static let bundledRecordingNames = ["mixed-evening", "uk-afternoon", "australian-night"]

    /// Loads the recordings bundled with the program.
    /// - Throws: `NedsServiceError.invalidResponse` if a bundled recording is missing or does
    ///   not decode.
    public static func bundled(startedAt: Date, dates: DateSource) throws -> RecordedRacesService {
        let recordings = try bundledRecordingNames.map { name in
            guard
                let url = Bundle.module.url(
                    forResource: name, withExtension: "json", subdirectory: "Recordings"),
                let body = try? Data(contentsOf: url)
            else { throw NedsServiceError.invalidResponse(reason: "the demo recording \(name) is missing") }
            return try NextRacesResponseDecoder.decode(body, readingForms: true)
        }
        return RecordedRacesService(recordings: recordings, startedAt: startedAt, dates: dates)
    }

    /// The next `count` races on the replayed timeline, including ones that jumped in the last two minutes, as the API does.
    public func nextRaces(count: Int) async throws -> NextRacesResponse {
        guard !timeline.isEmpty, period > 0, count > 0 else {
            return NextRacesResponse(raceSummaries: [])
        }
        let earliest = dates.now().addingTimeInterval(-Self.keptAfterStart)
        let origin = timeline[0].advertisedStart
        var cycle = max(0, Int((earliest.timeIntervalSince(origin) / period).rounded(.down)))
        var races: [RaceSummary] = []
        while races.count < count {
            races += timeline.lazy
                .map { Self.race($0, inCycle: cycle, period: self.period) }
                .filter { $0.advertisedStart >= earliest }
            cycle += 1
        }
        return NextRacesResponse(raceSummaries: Array(races.prefix(count)))
    }

    private static func race(_ race: RaceSummary, inCycle cycle: Int, period: TimeInterval)
        -> RaceSummary
    {
        guard cycle > 0 else { return race }
        var repeated = race
        repeated.raceID = "\(race.raceID)-\(cycle)"
        repeated.advertisedStart = race.advertisedStart.addingTimeInterval(Double(cycle) * period)
        return repeated
    }
}
