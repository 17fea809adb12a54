import Foundation
import SharedUtils
import Synchronization

/// The racing days a `RacingDayRacesService` fetched moments ago, shared by its copies, so that a
/// board climbing its ladder of counts, which asks again at once for a count this route does not
/// take, costs no second request for a day.
final class RecentRacingDays: Sendable {
    private let days = Mutex<[CalendarDate: (day: Result<MeetingsResponse, FetchFailure>, fetchedAt: Date)]>(
        [:])

    /// The answer for the day `date` (its meetings, or why the API gave none) had less than
    /// `interval` before `now`, if any.
    func day(_ date: CalendarDate, at now: Date, keptFor interval: TimeInterval) -> Result<
        MeetingsResponse, FetchFailure
    >? {
        days.withLock { days in
            guard let kept = days[date], Self.isRecent(kept.fetchedAt, at: now, within: interval) else {
                return nil
            }
            return kept.day
        }
    }

    /// Keeps `day` as the answer for the day `date` at `now`, and lets go of those older than
    /// `interval`, so no more than the days asked within `interval` are held.
    func keep(
        _ day: Result<MeetingsResponse, FetchFailure>, for date: CalendarDate, at now: Date,
        keptFor interval: TimeInterval
    ) {
        days.withLock { days in
            days = days.filter { Self.isRecent($0.value.fetchedAt, at: now, within: interval) }
            days[date] = (day, now)
        }
    }

    private static func isRecent(_ fetchedAt: Date, at now: Date, within interval: TimeInterval) -> Bool {
        now >= fetchedAt && now.timeIntervalSince(fetchedAt) < interval
    }
}
