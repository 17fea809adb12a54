import Foundation
import SharedUtils

/// What a meeting name a person typed matches.
public enum MeetingMatch: Sendable, Hashable {
    /// One meeting.
    case found(Meeting)
    /// Several meetings, in the order they were given: the same name in two categories (Ballarat
    /// greyhounds and Ballarat harness) or twice in one (Doomben with 9 races and Doomben with
    /// 1), or a prefix of several names. Their category and race count tell them apart.
    case ambiguous([Meeting])
    /// No meeting the day shows, but these meetings the filters left out (`--filter`,
    /// `--country`) have the name.
    case filteredOut([Meeting])
    /// No meeting; the closest names, closest first (at most three), to suggest.
    case notFound(closest: [String])
}

/// Finds a racing day's meeting by the name a person typed.
///
/// Names match in any case, spacing and accent (`flémington` is Flemington), as stars do. A name
/// matches whole first; else as the start of names (`happy` → Happy Valley); else as the start
/// of a word within them (`valley` → Happy Valley). The first of these that matches anything
/// decides: one meeting is found, several are ambiguous.
///
/// The API files some specials as meetings of their own: one race with no number, under the name
/// and category of the day's real meeting (Happy Valley with 10 races and Happy Valley with 1).
/// Nobody typing `happy` means the special, and it has no race to open by number, so a special
/// whose numbered namesake also matches gives way to it.
///
/// A day's answer can hold the day before's meetings too, some under the same name and category
/// (Redcliffe's harness on the 12th and on the 13th); a person asking for a day means its own, so
/// a meeting filed under another date gives way to its namesake filed under the day asked for.
/// But a meeting of yesterday's still racing in today's first hours (`RacingDay.carriedOver`) is
/// the one the board shows: its namesake racing tonight gives way to it.
public struct MeetingFinder: Sendable {
    /// How many close names a failed match suggests.
    static let suggestionCount = 3
    /// The most edits a suggested name may be from what was typed, however long: a name further
    /// off is no longer a typo of it.
    static let mostEditsSuggested = 6

    private let meetings: [Meeting]
    private let keys: [String]
    /// The racing date asked for, whose meetings win over their namesakes of another date.
    private let racingDate: CalendarDate?
    /// The meetings the filters left out, searched when the name finds none of `meetings`.
    private let filteredOut: [Meeting]
    /// The ids of the meetings still racing from the day before, which win over their namesakes.
    private let carriedOver: Set<String>

    /// Creates a finder over `meetings`, preferring those filed under `racingDate`.
    public init(meetings: [Meeting], racingDate: CalendarDate? = nil) {
        self.init(meetings: meetings, racingDate: racingDate, filteredOut: [], carriedOver: [])
    }

    /// Creates a finder over `day`'s meetings, after any `--filter` and `--country`, that says
    /// when a name finds only meetings those left out.
    public init(day: RacingDay) {
        self.init(
            meetings: day.meetings, racingDate: day.date, filteredOut: day.filteredOut,
            carriedOver: day.carriedOver)
    }

    private init(
        meetings: [Meeting], racingDate: CalendarDate?, filteredOut: [Meeting], carriedOver: Set<String>
    ) {
        self.meetings = meetings
        self.racingDate = racingDate
        self.filteredOut = filteredOut
        self.carriedOver = carriedOver
        keys = meetings.map { StarredMeetings.key($0.name) }
    }

    /// The meetings `name` matches.
    public func find(_ name: String) -> MeetingMatch {
        let query = StarredMeetings.key(ShownTextLimit.capped(name, to: ShownTextLimit.name))
        guard !query.isEmpty else { return .notFound(closest: []) }
        let tests: [(String) -> Bool] = [
            { $0 == query },
            { $0.hasPrefix(query) },
            // Keys are tidied, their words one space apart.
            { $0.contains(" " + query) },
        ]
        for test in tests {
            let matches = zip(meetings, keys).filter { test($0.1) }.map(\.0)
            let kept = Self.onTheDay(
                Self.withoutSpecials(matches), racingDate: racingDate, carriedOver: carriedOver)
            if kept.count == 1 { return .found(kept[0]) }
            if kept.count > 1 { return .ambiguous(kept) }
        }
        if !filteredOut.isEmpty {
            let hidden = MeetingFinder(
                meetings: filteredOut, racingDate: racingDate, filteredOut: [], carriedOver: carriedOver)
            switch hidden.find(name) {
            case .found(let meeting): return .filteredOut([meeting])
            case .ambiguous(let meetings): return .filteredOut(meetings)
            case .filteredOut, .notFound: break
            }
        }
        return .notFound(closest: closestNames(to: query))
    }

    /// `matches` less every meeting whose namesake of the same category is still racing from the
    /// day before (in `carriedOver`), then less every meeting filed under another date than
    /// `racingDate` whose namesake is filed under it; in their order.
    static func onTheDay(_ matches: [Meeting], racingDate: CalendarDate?, carriedOver: Set<String> = [])
        -> [Meeting]
    {
        guard matches.count > 1 else { return matches }
        let racing = Set(matches.filter { carriedOver.contains($0.id) }.map(SameName.init))
        let current = matches.filter { carriedOver.contains($0.id) || !racing.contains(SameName($0)) }
        guard let racingDate else { return current }
        let onTheDay = Set(current.filter { $0.date == racingDate }.map(SameName.init))
        return current.filter {
            $0.date == racingDate || carriedOver.contains($0.id) || !onTheDay.contains(SameName($0))
        }
    }

    /// `matches` less every special (`Meeting.isSpecial`) whose namesake of the same category,
    /// with numbered races, is also among them; in their order.
    static func withoutSpecials(_ matches: [Meeting]) -> [Meeting] {
        guard matches.count > 1 else { return matches }
        let numbered = Set(matches.filter { $0.races.contains { $0.number != nil } }.map(SameName.init))
        return matches.filter { !($0.isSpecial && numbered.contains(SameName($0))) }
    }

    /// A meeting's name, as names match, and its category: what a special shares with its
    /// namesake, and a meeting with its namesake of another date.
    private struct SameName: Hashable {
        let key: String
        let category: RaceCategory

        init(_ meeting: Meeting) {
            key = StarredMeetings.key(meeting.name)
            category = meeting.category
        }
    }

    /// The meetings' names nearest `query` in edits, whole or as far as `query` goes (so a typo
    /// in the start of a long name counts), within a third of its length (at least two, at most
    /// `mostEditsSuggested`); a name of one or two letters has no near names worth suggesting.
    ///
    /// Bounded however large the day: a name further off than allowed is given up on early (the
    /// bounded distance), and once three names are in hand, the limit tightens to beat the third.
    /// Names that look the same (`LookAlikeName`) are suggested once.
    private func closestNames(to query: String) -> [String] {
        guard query.count > 2 else { return [] }
        // ASCII names, the common case, are compared byte by byte, without decoding scalars.
        let typedBytes = query.utf8.allSatisfy { $0 < 0x80 } ? Array(query.utf8) : nil
        let typed = Array(query.unicodeScalars)
        var limit = min(Self.mostEditsSuggested, max(2, query.count / 3))
        var seen = Set<String>()
        // The best so far, closest first, ties in the meetings' order: at most `suggestionCount`.
        var best: [(distance: Int, name: String, look: String)] = []
        for (meeting, key) in zip(meetings, keys) where seen.insert(key).inserted {
            let (whole, start) =
                if let typedBytes, key.utf8.allSatisfy({ $0 < 0x80 }) {
                    Self.distances(typedBytes, Array(key.utf8), limit: limit)
                } else {
                    Self.distances(typed, Array(key.unicodeScalars), limit: limit)
                }
            guard let distance = [whole, start.map { $0 + 1 }].compactMap(\.self).min() else { continue }
            // A look-alike of a name in hand, as close or closer, adds nothing.
            let look = LookAlikeName.form(of: meeting.name)
            if best.contains(where: { $0.distance <= distance && $0.look == look }) { continue }
            // A look-alike in hand that is further off gives way, so each look shows once.
            best.removeAll { $0.look == look }
            let place = best.firstIndex { $0.distance > distance } ?? best.endIndex
            best.insert((distance, meeting.name, look), at: place)
            if best.count > Self.suggestionCount { best.removeLast() }
            if best.count == Self.suggestionCount, let third = best.last {
                // A later name must be closer than the third to take its place.
                limit = third.distance - 1
                if limit < 0 { break }
            }
        }
        return best.map(\.name)
    }

    /// How far `name` is from `typed`, whole and as far as `typed` goes, each when within `limit`
    /// (the start within one fewer, as it counts one more).
    private static func distances<Unit: Equatable>(_ typed: [Unit], _ name: [Unit], limit: Int) -> (
        Int?, Int?
    ) {
        let whole = EditDistance.between(typed, name, atMost: limit)
        // A name no longer than what was typed is its own start, already measured.
        guard name.count > typed.count else { return (whole, nil) }
        return (whole, EditDistance.between(typed, Array(name.prefix(typed.count)), atMost: limit - 1))
    }
}

/// What a race asked for by its meeting's name and its number matches.
public enum MeetingRaceMatch: Sendable, Hashable {
    /// The race, with its meeting.
    case found(Meeting, MeetingRace)
    /// The name matches several meetings (see `MeetingMatch.ambiguous`).
    case ambiguous([Meeting])
    /// The name matches only meetings the filters left out (see `MeetingMatch.filteredOut`).
    case filteredOut([Meeting])
    /// The name matches no meeting; the closest names, to suggest.
    case noMeeting(closest: [String])
    /// The meeting has no race of that number; its races' numbers, to suggest.
    case noRace(Meeting)
}

extension MeetingFinder {
    /// The race numbered `number` of the meeting `name` matches, as `race <meeting> <number>`
    /// asks for it.
    public func findRace(meeting name: String, number: Int) -> MeetingRaceMatch {
        switch find(name) {
        case .found(let meeting):
            meeting.race(number: number).map { .found(meeting, $0) } ?? .noRace(meeting)
        case .ambiguous(let meetings):
            .ambiguous(meetings)
        case .filteredOut(let meetings):
            .filteredOut(meetings)
        case .notFound(let closest):
            .noMeeting(closest: closest)
        }
    }
}
