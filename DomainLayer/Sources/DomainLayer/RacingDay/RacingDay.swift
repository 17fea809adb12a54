import Foundation
import SharedUtils

/// A racing day: every meeting of a date, with their races.
public struct RacingDay: Sendable, Hashable {
    /// The racing date asked for.
    public let date: CalendarDate
    /// The day's meetings, in the order the API listed them (see `meetings(orderedAt:)`).
    public let meetings: [Meeting]
    /// Meetings, races and compound bets the API sent that could not be shown, for `--verbose`.
    public let skippedCount: Int
    /// The `--country` codes no meeting of the chosen categories was from, when the day was
    /// filtered (`filtered(by:countries:)`), with the codes there were.
    public internal(set) var countryMisses: [CountryMiss] = []
    /// The meetings `filtered(by:countries:)` left out, so that a name that finds none of the
    /// day's meetings can say that the filters hid it, and an empty day that the filters made it.
    public internal(set) var filteredOut: [Meeting] = []

    /// Where the meetings came from: the live API or the demo's recording.
    public var origin: FeedOrigin
    /// The ids of the meetings of the day before that were still racing when the day was fetched
    /// (`CarryOverMeetingsRepository`), which belong to today until their last race has run.
    public internal(set) var carriedOver: Set<String> = []

    /// Creates a day from its parts.
    public init(date: CalendarDate, meetings: [Meeting], skippedCount: Int = 0, origin: FeedOrigin = .live) {
        self.date = date
        self.meetings = meetings
        self.skippedCount = skippedCount
        self.origin = origin
    }

    /// The meetings in the order a person reads them at `now`: by their next race to jump,
    /// soonest first; then the meetings with no race left to run (finished or abandoned), by
    /// their first race. Ties go by name, then category, then id.
    public func meetings(orderedAt now: Date) -> [Meeting] {
        let keyed = meetings.map { meeting in
            let next = meeting.nextRace(at: now)
            return (
                meeting: meeting, isOver: next == nil,
                start: next?.advertisedStart ?? meeting.races.map(\.advertisedStart).min() ?? .distantFuture
            )
        }
        return keyed.sorted { lhs, rhs in
            if lhs.isOver != rhs.isOver { return !lhs.isOver }
            if lhs.start != rhs.start { return lhs.start < rhs.start }
            if lhs.meeting.name != rhs.meeting.name { return lhs.meeting.name < rhs.meeting.name }
            if lhs.meeting.category != rhs.meeting.category {
                return lhs.meeting.category < rhs.meeting.category
            }
            return lhs.meeting.id < rhs.meeting.id
        }
        .map(\.meeting)
    }

    /// The next race to jump across the day at `now`, with its meeting; nil when none is left.
    public func nextRace(at now: Date) -> (meeting: Meeting, race: MeetingRace)? {
        meetings.compactMap { meeting in meeting.nextRace(at: now).map { (meeting, $0) } }
            .min { $0.race.advertisedStart < $1.race.advertisedStart }
    }

    /// Whether any of the day's meetings has a race with the id `raceID`.
    public func hasRace(id raceID: String) -> Bool {
        meetings.contains { $0.races.contains { $0.id == raceID } }
    }
}
