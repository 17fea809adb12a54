import Foundation
import SharedUtils

/// The next races as the racing day lists them (`v2/racing/meeting`): the day's races still to
/// come, in start order, with tomorrow's after them when today's run short.
///
/// The route takes no count, so a day's answer had less than `dayReuseInterval` ago, a failure
/// included, is taken as it is: a board climbing its ladder of counts asks each day once, not
/// once a rung.
public struct RacingDayRacesService: RacesService {
    /// How long a day's answer stands for a request that follows at once: the board climbing its
    /// ladder asks again within milliseconds, a poll, a retry or a refresh seconds later.
    public static let dayReuseInterval: TimeInterval = 2

    private let meetings: any MeetingsService
    private let dates: DateSource
    private let timeZone: TimeZone
    private let recentDays = RecentRacingDays()

    /// Creates a service over `meetings`.
    /// - Parameters:
    ///   - meetings: The racing day's source, such as `NedsMeetingsService`.
    ///   - dates: The wall clock, which says what today is.
    ///   - timeZone: The zone whose day is today.
    public init(meetings: any MeetingsService, dates: DateSource, timeZone: TimeZone) {
        self.meetings = meetings
        self.dates = dates
        self.timeZone = timeZone
    }

    /// The meetings of `date`: the answer had less than `dayReuseInterval` ago, the API's failure
    /// too (so a failing tomorrow is not asked again at every rung), or asked for now.
    private func day(_ date: CalendarDate) async throws(FetchFailure) -> MeetingsResponse {
        if let day = recentDays.day(date, at: dates.now(), keptFor: Self.dayReuseInterval) {
            return try day.get()
        }
        do {
            let day = try await meetings.meetings(on: date, timeZone: timeZone)
            recentDays.keep(.success(day), for: date, at: dates.now(), keptFor: Self.dayReuseInterval)
            return day
        } catch {
            // A request given up is no answer to keep.
            if error != .cancelled {
                recentDays.keep(.failure(error), for: date, at: dates.now(), keptFor: Self.dayReuseInterval)
            }
            throw error
        }
    }

    /// How long after its start a race is still taken: the board keeps a race 60 seconds past
    /// its start and drops it itself; a race further past would only take a place in the count.
    static let keptAfterStart: TimeInterval = 60

    /// The first `count` races of `categoryIDs` (all when empty) still to come today, and
    /// tomorrow's when today has fewer left; a failure of tomorrow's request leaves today's
    /// races as they are.
    /// - Throws: `FetchFailure` for today's request, `.cancelled` when the task is cancelled.
    public func nextRaces(count: Int, categoryIDs: [String]) async throws(FetchFailure) -> NextRacesResponse {
        let now = dates.now()
        guard let today = CalendarDate(containing: now, in: timeZone) else {
            throw .invalidResponse(reason: "the clock is outside 2000 to 2100")
        }
        let categories = Set(categoryIDs.map { $0.lowercased() })
        let toCome = { (day: MeetingsResponse) in
            Self.upcoming(in: day, at: now, categories: categories)
        }
        var response = toCome(try await day(today))
        if response.raceSummaries.count < count, let tomorrow = today.adding(days: 1) {
            do {
                let next = toCome(try await day(tomorrow))
                response.raceSummaries += next.raceSummaries
                response.skippedCount += next.skippedCount
            } catch {
                // Today's races stand, unless the task was cancelled; tomorrow's are asked for
                // again at the next poll.
                if error == .cancelled { throw error }
            }
        }
        response.raceSummaries = Array(
            Self.deduplicated(response.raceSummaries).sorted(by: Self.startsFirst).prefix(count))
        return response
    }

    /// The races of `day` still to come at `now`, of `categories` (all when empty), as
    /// summaries: started less than `keptAfterStart` ago, and neither abandoned nor with results
    /// in. Races with no number (specials) are not races to bet on.
    static func upcoming(in day: MeetingsResponse, at now: Date, categories: Set<String> = [])
        -> NextRacesResponse
    {
        let earliest = now.addingTimeInterval(-keptAfterStart)
        var summaries: [RaceSummary] = []
        for meeting in day.meetings
        where categories.isEmpty || categories.contains(meeting.categoryID.lowercased()) {
            let form =
                meeting.trackCondition == nil && meeting.weather == nil
                ? nil : RaceForm(trackCondition: meeting.trackCondition, weather: meeting.weather)
            for race in meeting.races where race.advertisedStart > earliest && !race.status.isOver {
                guard let number = race.number else { continue }
                summaries.append(
                    RaceSummary(
                        raceID: race.id, raceName: race.name, raceNumber: number, meetingName: meeting.name,
                        categoryID: meeting.categoryID, advertisedStart: race.advertisedStart,
                        venueName: meeting.venueName, venueState: meeting.venueState,
                        venueCountry: meeting.venueCountry, form: form))
            }
        }
        return NextRacesResponse(
            raceSummaries: summaries, skippedCount: day.skippedRaceCount, route: .racingDay)
    }

    private static func deduplicated(_ summaries: [RaceSummary]) -> [RaceSummary] {
        var seen = Set<String>()
        return summaries.filter { seen.insert($0.raceID).inserted }
    }

    private static func startsFirst(_ lhs: RaceSummary, _ rhs: RaceSummary) -> Bool {
        (lhs.advertisedStart, lhs.raceID) < (rhs.advertisedStart, rhs.raceID)
    }
}
