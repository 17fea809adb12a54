import Foundation
import SharedUtils

/// The racing day as a punter counts it: a meeting still racing belongs to today until its last
/// race has run, whichever date it started on.
///
/// An American evening meeting runs past midnight UTC (and an evening meeting anywhere past
/// midnight in a zone to its east), so in the first hours of today the board shows races of a
/// meeting filed under yesterday. Asked for today in those hours (`carryOverHours`), this asks for
/// yesterday too, at the same time, and adds each of its meetings with a race still to run,
/// marked as carried over (`RacingDay.carriedOver`) so that its name finds it rather than a
/// namesake that races tonight. Yesterday's answer failing changes nothing: today's is shown as
/// it came. Any other date is asked for alone.
public struct CarryOverMeetingsRepository: MeetingsRepository {
    /// How far into today a meeting of yesterday may still be racing.
    public static let carryOverHours = 12

    private let base: any MeetingsRepository
    private let dates: DateSource

    /// The days of `base`, today's with yesterday's meetings still racing at `dates`' now.
    public init(base: any MeetingsRepository, dates: DateSource) {
        self.base = base
        self.dates = dates
    }

    /// The base's: the live API or the demo's recording.
    public var origin: FeedOrigin { base.origin }

    /// The meetings of `date` in `timeZone`, and on today's early hours yesterday's still racing.
    /// - Throws: As the base throws for `date`.
    public func racingDay(_ date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure) -> RacingDay {
        let now = dates.now()
        guard let yesterday = Self.yesterday(whenCarryingOver: date, at: now, in: timeZone) else {
            return try await base.racingDay(date, timeZone: timeZone)
        }
        async let before = try? base.racingDay(yesterday, timeZone: timeZone)
        let today = try await base.racingDay(date, timeZone: timeZone)
        return today.carryingOver(from: await before, at: now)
    }

    /// The day before `date` when `date` is today in `timeZone` and `now` is in its first
    /// `carryOverHours`; else nil.
    static func yesterday(whenCarryingOver date: CalendarDate, at now: Date, in timeZone: TimeZone)
        -> CalendarDate?
    {
        guard CalendarDate(containing: now, in: timeZone) == date else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let intoToday = now.timeIntervalSince(calendar.startOfDay(for: now))
        guard intoToday < TimeInterval(carryOverHours * 3_600) else { return nil }
        return date.adding(days: -1)
    }
}

extension RacingDay {
    /// This day with the meetings of `before` that still have a race to run at `now` and are not
    /// among this day's already (the API's answer for a day can hold some of the day before's),
    /// marked as carried over.
    func carryingOver(from before: RacingDay?, at now: Date) -> RacingDay {
        let known = Set(meetings.map(\.id))
        let carried = (before?.meetings ?? []).filter {
            !known.contains($0.id) && $0.nextRace(at: now) != nil
        }
        guard !carried.isEmpty else { return self }
        var day = RacingDay(
            date: date, meetings: meetings + carried, skippedCount: skippedCount, origin: origin)
        day.carriedOver = Set(carried.map(\.id))
        return day
    }
}
