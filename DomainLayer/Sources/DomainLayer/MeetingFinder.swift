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
public struct MeetingFinder: Sendable {
    /// How many close names a failed match suggests.
    static let suggestionCount = 3

    private let meetings: [Meeting]
    private let keys: [String]

    /// Creates a finder over `meetings`, such as a racing day's after any `--filter`.
    public init(meetings: [Meeting]) {
        self.meetings = meetings
        keys = meetings.map { StarredMeetings.key($0.name) }
    }

    /// The meetings `name` matches.
    public func find(_ name: String) -> MeetingMatch {
        let query = StarredMeetings.key(ShownTextLimit.capped(name, to: ShownTextLimit.name))
        guard !query.isEmpty else { return .notFound(closest: []) }
        let tests: [(String) -> Bool] = [
            { $0 == query },
            { $0.hasPrefix(query) },
            { $0.split(separator: " ").contains { $0.hasPrefix(query) } },
        ]
        for test in tests {
            let matches = zip(meetings, keys).filter { test($0.1) }.map(\.0)
            let kept = Self.withoutSpecials(matches)
            if kept.count == 1 { return .found(kept[0]) }
            if kept.count > 1 { return .ambiguous(kept) }
        }
        return .notFound(closest: closestNames(to: query))
    }

    /// `matches` less every special (`Meeting.isSpecial`) whose namesake of the same category,
    /// with numbered races, is also among them; in their order.
    static func withoutSpecials(_ matches: [Meeting]) -> [Meeting] {
        guard matches.count > 1 else { return matches }
        let numbered = Set(
            matches.filter { $0.races.contains { $0.number != nil } }.map {
                SameName(key: StarredMeetings.key($0.name), category: $0.category)
            })
        return matches.filter {
            !($0.isSpecial
                && numbered.contains(SameName(key: StarredMeetings.key($0.name), category: $0.category)))
        }
    }

    /// A meeting's name, as names match, and its category: what a special shares with its
    /// namesake.
    private struct SameName: Hashable {
        let key: String
        let category: RaceCategory
    }

    /// The meetings' names nearest `query` in edits, whole or as far as `query` goes (so a typo
    /// in the start of a long name counts), within a third of its length (at least two).
    private func closestNames(to query: String) -> [String] {
        let allowed = max(2, query.count / 3)
        var best: [String: (distance: Int, order: Int, name: String)] = [:]
        for (order, (meeting, key)) in zip(meetings, keys).enumerated() where best[key] == nil {
            let whole = EditDistance.between(query, key)
            let start = EditDistance.between(query, String(key.prefix(query.count)))
            let distance = min(whole, start + 1)
            guard distance <= allowed else { continue }
            best[key] = (distance, order, meeting.name)
        }
        return best.values.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
            .prefix(Self.suggestionCount).map(\.name)
    }
}

/// What a race asked for by its meeting's name and its number matches.
public enum MeetingRaceMatch: Sendable, Hashable {
    /// The race, with its meeting.
    case found(Meeting, MeetingRace)
    /// The name matches several meetings (see `MeetingMatch.ambiguous`).
    case ambiguous([Meeting])
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
        case .notFound(let closest):
            .noMeeting(closest: closest)
        }
    }
}
