import DomainLayer
import Foundation
import SharedUtils

/// A racing day as the racing-day commands ask for it (the domain's query), with what their
/// messages need: the filters a name may be hidden by. Where the meetings came from follows from
/// the day fetched.
public struct RacingDayRequest: Sendable {
    /// The day, the zone and the filters.
    public let query: RacingDayQuery

    /// A request for `query`'s day.
    public init(query: RacingDayQuery) {
        self.query = query
    }

    /// The filters the day is searched with, for the messages of a name they hid.
    var filters: MeetingFilters { MeetingFilters(categories: query.categories, countries: query.countries) }

    /// The failure a fetch of the day that ended with `error` reports, as the board says it.
    func failure(for error: FetchFailure) -> RacingDayFailure {
        guard error != .cancelled else {
            return RacingDayFailure(diagnostics: [.error("interrupted")])
        }
        // Only the live API fails to answer: the demo reads its recorded day before any command
        // runs, so a failure here offers the demo.
        return RacingDayFailure(diagnostics: [error.diagnostic(about: .meetings, offersDemo: true)])
    }

    /// The race numbered `number` of the meeting `name` finds on the day `fetched` (as this
    /// request asked for it), for `race <meeting> <number>`; or why none: the fetch failed, the
    /// name is ambiguous or finds nothing, or the meeting has no such race.
    public func race(meeting name: String, number: Int, in fetched: Result<RacingDay, FetchFailure>)
        -> Result<FoundRace, RacingDayFailure>
    {
        switch fetched {
        case .success(let day): race(meeting: name, number: number, on: day)
        case .failure(let error): .failure(failure(for: error))
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
                    match.failureMessage(for: name, on: day.date, filters: filters, origin: day.origin),
                    on: day,
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
                match.failureMessage(
                    meeting: name, number: number, on: day.date, filters: filters, origin: day.origin),
                on: day,
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
