import Foundation
import SharedUtils

/// Serves a recorded racing day as if it were live, for `--demo`.
///
/// The day is moved by whole days of UTC time, so every race starts at the time of day it
/// really started (the same local time at its venue) and the demo plays today's racing, then
/// tomorrow's, forever. Within any 24 hours each race of the day, and so each meeting's race
/// number, comes once, in its real order. A race's id is its recorded id followed by how many
/// days it was moved, so ids never repeat and stay the same from one run to the next.
public struct RecordedRacesService: RacesService {
    /// A recording's: the demo's racing day.
    public var origin: FeedOrigin { .recorded }

    static let day: TimeInterval = 86_400
    /// How long the API keeps listing a race after its start.
    private static let keptAfterStart: TimeInterval = 120

    /// The day's races at their recorded starts, in start order.
    let timeline: [RaceSummary]
    /// The wall clock the day is replayed on.
    let dates: DateSource

    /// Creates a service that replays `day` on the wall clock `dates`.
    public init(day: RecordedRacingDay, dates: DateSource) {
        timeline = day.meetings.flatMap { meeting in
            let form =
                meeting.trackCondition == nil && meeting.weather == nil
                ? nil : RaceForm(trackCondition: meeting.trackCondition, weather: meeting.weather)
            return meeting.races.map { race in
                RaceSummary(
                    raceID: race.id, raceName: race.name, raceNumber: race.number,
                    meetingName: meeting.name, categoryID: meeting.categoryID,
                    advertisedStart: day.dayStart.addingTimeInterval(TimeInterval(race.start)),
                    venueName: meeting.venueName, venueState: meeting.venueState,
                    venueCountry: meeting.venueCountry, form: form)
            }
        }
        .sorted(by: Self.startsFirst)
        self.dates = dates
    }

    /// The racing day built into the program, replayed on `dates`.
    /// - Throws: `FetchFailure.invalidResponse` if the built-in day does not decode.
    public static func builtIn(dates: DateSource) throws(FetchFailure) -> RecordedRacesService {
        RecordedRacesService(day: try RecordedRacingDay.builtIn(), dates: dates)
    }

    /// The next `count` races (at most a day's worth), including ones that jumped in the last two
    /// minutes, as the API does.
    public func nextRaces(count: Int, categoryIDs _: [String]) async throws(FetchFailure) -> NextRacesResponse
    {
        NextRacesResponse(raceSummaries: races(count: count, listedAt: dates.now()))
    }

    /// The first `count` races, at most a day's worth, listed at `now`.
    func races(count: Int, listedAt now: Date) -> [RaceSummary] {
        guard let first = timeline.first, let last = timeline.last, count > 0 else { return [] }
        let wanted = min(count, timeline.count)
        let earliest = now.addingTimeInterval(-Self.keptAfterStart)
        // The first move whose last race is still listed; later moves start later.
        var move = Int((earliest.timeIntervalSince(last.advertisedStart) / Self.day).rounded(.up))
        var listed: [RaceSummary] = []
        while listed.count < wanted
            || first.advertisedStart.addingTimeInterval(Double(move) * Self.day)
                <= listed[wanted - 1].advertisedStart
        {
            listed += timeline.lazy.map { Self.race($0, movedBy: move) }.filter {
                $0.advertisedStart >= earliest
            }
            listed.sort(by: Self.startsFirst)
            move += 1
        }
        return Array(listed.prefix(wanted))
    }

    static func race(_ race: RaceSummary, movedBy days: Int) -> RaceSummary {
        var moved = race
        moved.raceID = "\(race.raceID)-\(days)"
        moved.advertisedStart = race.advertisedStart.addingTimeInterval(Double(days) * day)
        return moved
    }

    /// Start order; races that start together in meeting order, then race order.
    private static func startsFirst(_ lhs: RaceSummary, _ rhs: RaceSummary) -> Bool {
        (lhs.advertisedStart, lhs.meetingName, lhs.raceNumber, lhs.raceID)
            < (rhs.advertisedStart, rhs.meetingName, rhs.raceNumber, rhs.raceID)
    }
}
