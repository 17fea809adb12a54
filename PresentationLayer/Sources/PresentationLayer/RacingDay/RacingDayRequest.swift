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
            return .failure(
                RacingDayFailure(diagnostics: [error.diagnostic(about: .meetings, offersDemo: !isDemo)]))
        } catch {
            return .failure(RacingDayFailure(diagnostics: [.error("interrupted")]))
        }
    }

    /// The meeting `name` finds on `day` (as this request fetched it); or the one line that says
    /// why none, with what to do next.
    func meeting(named name: String, on day: RacingDay) -> Result<Meeting, RacingDayFailure> {
        let match = MeetingFinder(day: day).find(name)
        guard case .found(let meeting) = match else {
            let foundNothing = if case .notFound = match { true } else { false }
            return .failure(
                Self.failure(
                    match.failureMessage(for: name, on: day.date, filters: filters), on: day,
                    nameFoundNothing: foundNothing))
        }
        return .success(meeting)
    }

    /// The race numbered `number` of the meeting `name` finds on `day`; or why none, after the
    /// lines `--country` codes no meeting is from have, as `meeting` says them.
    func race(meeting name: String, number: Int, on day: RacingDay) -> Result<FoundRace, RacingDayFailure> {
        let match = MeetingFinder(day: day).findRace(meeting: name, number: number)
        guard case .found(let meeting, let race) = match else {
            let foundNothing = if case .noMeeting = match { true } else { false }
            let failure = Self.failure(
                match.failureMessage(meeting: name, number: number, on: day.date, filters: filters), on: day,
                nameFoundNothing: foundNothing)
            let misses = day.countryMisses.map { $0.diagnostic(noneIn: "meeting on \(day.date)") }
            return .failure(RacingDayFailure(diagnostics: misses + failure.diagnostics))
        }
        return .success(FoundRace(id: race.id, name: "\(meeting.name) R\(number)"))
    }

    /// The failure that says `message`, or, when the name found nothing on a day with no
    /// meetings to search, that the day has none (and why).
    private static func failure(_ message: String?, on day: RacingDay, nameFoundNothing: Bool)
        -> RacingDayFailure
    {
        let text =
            nameFoundNothing && day.meetings.isEmpty ? MeetingMessages.noMeetings(for: day) : message ?? ""
        return RacingDayFailure(diagnostics: [.error(text)])
    }
}

/// A racing-day command that cannot go on: what it says on stderr before it exits with 1.
public struct RacingDayFailure: Error, Equatable, Sendable {
    /// What it says, in order.
    public let diagnostics: [Diagnostic]

    /// The failed command's report.
    public var report: CommandReport {
        CommandReport(diagnostics: diagnostics, failed: true)
    }
}
