import DomainLayer
import SharedUtils

extension MeetingMatch {
    /// Why the name found no one meeting, as a one-line message with what to do next, for the
    /// command's error output; nil when it found one. `name` is what the person typed (it is cut
    /// and made safe to print here); `date` is the racing day searched, after `filters`; the
    /// commands it suggests add `--demo` when the day searched came from the demo's recording
    /// (`origin`).
    public func failureMessage(
        for name: String, on date: CalendarDate, filters: MeetingFilters = MeetingFilters(),
        origin: FeedOrigin = .live
    ) -> String? {
        switch self {
        case .found: nil
        case .ambiguous(let meetings): MeetingMessages.ambiguous(name, meetings: meetings, origin: origin)
        case .filteredOut(let meetings):
            MeetingMessages.filteredOut(name, on: date, meetings: meetings, filters: filters)
        case .notFound(let closest):
            MeetingMessages.notFound(name, on: date, closest: closest, origin: origin)
        }
    }
}

extension MeetingRaceMatch {
    /// Why the meeting's name and race number found no race, as a one-line message with what to
    /// do next; nil when they found one. The parameters are those of
    /// `MeetingMatch.failureMessage(for:on:filters:origin:)`, and the race number asked for.
    public func failureMessage(
        meeting name: String, number: Int, on date: CalendarDate, filters: MeetingFilters = MeetingFilters(),
        origin: FeedOrigin = .live
    ) -> String? {
        let meetingMatch: MeetingMatch
        switch self {
        case .found: return nil
        case .noRace(let meeting): return MeetingMessages.noRace(number, of: meeting, origin: origin)
        case .ambiguous(let meetings): meetingMatch = .ambiguous(meetings)
        case .filteredOut(let meetings): meetingMatch = .filteredOut(meetings)
        case .noMeeting(let closest): meetingMatch = .notFound(closest: closest)
        }
        // The name found no one meeting: said as `meeting <name>` says it.
        return meetingMatch.failureMessage(for: name, on: date, filters: filters, origin: origin)
    }
}

extension RacingDateError {
    /// The reason `--date` was refused, as the other messages read: its sentence.
    public var message: String { description }
}

/// The words for a meeting or race a name did not find.
enum MeetingMessages {
    /// The most meetings an ambiguous name lists before `and N more`.
    static let listedMeetings = 5

    /// Several meetings match: each with what tells it apart, and how to pick one.
    static func ambiguous(_ name: String, meetings: [Meeting], origin: FeedOrigin) -> String {
        let shown = quoted(name)
        let listed = meetings.prefix(listedMeetings).map { describe($0, among: meetings) }
        let more = meetings.count > listedMeetings ? ["\(meetings.count - listedMeetings) more"] : []
        return "'\(shown)' matches \(meetings.count) meetings: \(list(listed + more, joinedBy: "and")); "
            + nextStep(among: meetings, origin: origin)
    }

    /// No meeting the filters let through matches, but these they hid do: which, and how to
    /// widen the filters to let the first through.
    static func filteredOut(
        _ name: String, on date: CalendarDate, meetings: [Meeting], filters: MeetingFilters
    ) -> String {
        let listed = meetings.prefix(listedMeetings).map { describe($0, among: meetings) }
        let more = meetings.count > listedMeetings ? ["\(meetings.count - listedMeetings) more"] : []
        let widened = meetings.first.map(filters.widened(toInclude:)) ?? []
        let hint = widened.isEmpty ? "" : ": try \(list(widened, joinedBy: "and"))"
        return "no meeting called '\(quoted(name))' on \(date) is left by --filter and --country "
            + "(or the config file's); they leave out \(list(listed + more, joinedBy: "and"))\(hint)"
    }

    /// A day with no meetings, after any `--filter` and `--country`: why, and what to try next,
    /// as a clause in lower case; without the options to try unless `suggestsOptions` (the watch
    /// screen cannot take them).
    static func noMeetings(for day: RacingDay, suggestsOptions: Bool = true) -> String {
        switch (day.filteredOut.isEmpty, suggestsOptions) {
        case (true, true):
            "there are no meetings on \(day.date); try another day with --date (today, tomorrow, "
                + "yesterday or YYYY-MM-DD)"
        case (true, false):
            "there are no meetings on \(day.date)"
        case (false, true):
            "no meetings on \(day.date) are left by --filter and --country (or the config file's); "
                + "try without them, or another day with --date"
        case (false, false):
            "none of the meetings on \(day.date) are of the categories and countries shown"
        }
    }

    /// No meeting matches: the closest names, if any, and where to see them all.
    static func notFound(_ name: String, on date: CalendarDate, closest: [String], origin: FeedOrigin)
        -> String
    {
        let shown = quoted(name)
        guard !closest.isEmpty else {
            return "no meeting called '\(shown)' on \(date); run \(command("meetings", origin: origin)) "
                + "to see the day's meetings"
        }
        return "no meeting called '\(shown)' on \(date); did you mean \(list(closest, joinedBy: "or"))?"
    }

    /// The meeting has no race of that number: the numbers it has.
    static func noRace(_ number: Int, of meeting: Meeting, origin: FeedOrigin) -> String {
        let numbers = meeting.races.compactMap(\.number)
        guard !numbers.isEmpty else {
            return "\(meeting.name) has no numbered races; run "
                + "\(command("meeting '\(meeting.name)'", origin: origin)) to see them"
        }
        return "\(meeting.name) has no race \(number); its races are \(RacingDayWords.raceNumbers(numbers))"
    }

    /// A meeting in a list of namesakes: its name, then its category, race count and location,
    /// and its date when the namesakes' dates differ.
    private static func describe(_ meeting: Meeting, among meetings: [Meeting]) -> String {
        let races = meeting.races.count == 1 ? "1 race" : "\(meeting.races.count) races"
        let datesDiffer = Set(meetings.map(\.date)).count > 1
        let parts = [
            meeting.category.displayName.lowercased(), races, meeting.venue?.locationText,
            datesDiffer ? meeting.date?.description : nil,
        ]
        return "\(meeting.name) (\(parts.compactMap { $0 }.joined(separator: ", ")))"
    }

    /// How to pick one of `meetings`: by category when those differ, else by country, else by
    /// more of the name when the names look different (`LookAlikeName`: no typing tells apart
    /// `Flemington` and `FLEMINGTON`, or a Latin `o` and a Cyrillic one), else by looking at them
    /// all.
    private static func nextStep(among meetings: [Meeting], origin: FeedOrigin) -> String {
        let categories = Array(Set(meetings.map(\.category))).sorted()
        if categories.count > 1 {
            let filters = categories.map { "--filter \($0.rawValue)" }
            return "pick one with \(list(filters, joinedBy: "or"))"
        }
        // A meeting whose country the feed does not say cannot be picked by country.
        let countries = Set(meetings.map { CountryFilter.code(of: $0.venue) ?? "" })
        if countries.count > 1, !countries.contains("") {
            let options = countries.sorted().map { "--country \($0.lowercased())" }
            return "pick one with \(list(options, joinedBy: "or"))"
        }
        if LookAlikeName.differ(meetings.map(\.name)) {
            return "type more of the name"
        }
        let shared = Set(meetings.map(\.name)).count > 1 ? "names that look the same" : "a name"
        return "they share \(shared) and a category; run \(command("meetings", origin: origin)) to see them "
            + "side by side"
    }

    /// The command `nexttogo <words>` to suggest, on the demo's day when the day is recorded.
    private static func command(_ words: String, origin: FeedOrigin) -> String {
        "nexttogo \(words)\(origin == .recorded ? " --demo" : "")"
    }

    /// The typed name cut and made safe to print.
    private static func quoted(_ name: String) -> String {
        ShownTextLimit.safe(name, limit: ShownTextLimit.name)
    }

    /// `A`, `A or B`, `A, B or C`.
    private static func list(_ items: [String], joinedBy word: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(word) \(last)"
    }
}
