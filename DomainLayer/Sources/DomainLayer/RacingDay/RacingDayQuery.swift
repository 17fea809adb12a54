import Foundation
import SharedUtils

/// The meetings of one racing day as the racing-day commands ask for them: the day reckoned in a
/// zone, with only the meetings of some categories and countries kept.
public struct RacingDayQuery: Sendable, Equatable {
    /// The racing date asked for.
    public let date: CalendarDate
    /// The zone whose racing day it is: `--tz`, or the local one.
    public let timeZone: TimeZone
    /// The categories whose meetings are kept.
    public let categories: CategoryFilter
    /// The countries whose meetings are kept.
    public let countries: CountryFilter

    /// A query for the meetings of `date` in `timeZone`, of `categories` in `countries`.
    public init(date: CalendarDate, timeZone: TimeZone, categories: CategoryFilter, countries: CountryFilter)
    {
        self.date = date
        self.timeZone = timeZone
        self.categories = categories
        self.countries = countries
    }

    /// The day from `repository` (one request), with only the meetings asked for kept; or why
    /// not (`.cancelled` when the task was cancelled).
    public func fetch(from repository: any MeetingsRepository) async -> Result<RacingDay, FetchFailure> {
        do {
            let day = try await repository.racingDay(date, timeZone: timeZone)
            return .success(day.filtered(by: categories, countries: countries))
        } catch {
            return .failure(error)
        }
    }
}
