import DomainLayer
import Foundation
import SharedUtils

/// One request for a racing day as the racing-day commands make it: the day, reckoned in a zone,
/// then `--filter` and `--country` applied to its meetings.
public struct RacingDayRequest: Sendable {
    /// The racing date asked for.
    let date: CalendarDate
    /// The zone whose racing day it is: `--tz`, or the local one.
    let timeZone: TimeZone
    let categories: CategoryFilter
    let countries: CountryFilter
    /// True when the meetings are the demo's recorded ones, so a failure does not offer `--demo`.
    let isDemo: Bool

    /// A request for the meetings of `date` in `timeZone`, of `categories` in `countries`.
    public init(
        date: CalendarDate, timeZone: TimeZone, categories: CategoryFilter, countries: CountryFilter,
        isDemo: Bool
    ) {
        self.date = date
        self.timeZone = timeZone
        self.categories = categories
        self.countries = countries
        self.isDemo = isDemo
    }

    /// The filters the day is searched with, for the messages of a name they hid.
    var filters: MeetingFilters { MeetingFilters(categories: categories, countries: countries) }

    /// Fetches the day from `repository` (one request) and filters it; on failure, the report
    /// that says why, as the board says it.
    func fetch(from repository: any MeetingsRepository) async -> Result<RacingDay, RacingDayFailure> {
        do {
            let day = try await repository.racingDay(date, timeZone: timeZone)
            return .success(day.filtered(by: categories, countries: countries))
        } catch let error as RacesFetchError {
            return .failure(RacingDayFailure(standardError: error.commandLineMessage(offersDemo: !isDemo)))
        } catch {
            return .failure(RacingDayFailure(standardError: "nexttogo: interrupted\n"))
        }
    }

    /// The meeting `name` finds on `day` (as this request fetched it); or the one line that says
    /// why none, with what to do next.
    func meeting(named name: String, on day: RacingDay) -> Result<Meeting, RacingDayFailure> {
        if let empty = Self.emptyDayFailure(day) { return .failure(empty) }
        let match = MeetingFinder(day: day).find(name)
        guard case .found(let meeting) = match else {
            let message = match.failureMessage(for: name, on: day.date, filters: filters) ?? ""
            return .failure(RacingDayFailure(standardError: "nexttogo: \(message)\n"))
        }
        return .success(meeting)
    }

    /// The race numbered `number` of the meeting `name` finds on `day`; or the one line that says
    /// why none.
    func race(meeting name: String, number: Int, on day: RacingDay) -> Result<MeetingRace, RacingDayFailure> {
        if let empty = Self.emptyDayFailure(day) { return .failure(empty) }
        let match = MeetingFinder(day: day).findRace(meeting: name, number: number)
        guard case .found(_, let race) = match else {
            let message =
                match.failureMessage(meeting: name, number: number, on: day.date, filters: filters) ?? ""
            return .failure(RacingDayFailure(standardError: "nexttogo: \(message)\n"))
        }
        return .success(race)
    }

    /// For a day with no meetings to search, the line that says so; nil otherwise.
    private static func emptyDayFailure(_ day: RacingDay) -> RacingDayFailure? {
        day.meetings.isEmpty
            ? RacingDayFailure(standardError: "nexttogo: \(MeetingMessages.noMeetings(for: day))\n") : nil
    }
}

/// A racing-day command that cannot go on: what it says on stderr before it exits with 1.
public struct RacingDayFailure: Error, Equatable, Sendable {
    /// Whole lines for stderr, such as `nexttogo: …\n`.
    public let standardError: String

    /// The failed command's report.
    public var report: CommandReport {
        CommandReport(standardError: standardError, failed: true)
    }
}
