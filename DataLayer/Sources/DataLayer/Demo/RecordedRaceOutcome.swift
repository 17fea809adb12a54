import Foundation

/// How a race of the demo's day had gone when the day was recorded, which its demo card and its
/// row in `meeting --demo` both follow after the start, so the two agree.
public enum RecordedRaceOutcome: Sendable, Equatable {
    /// Run, with its placings: the runners' numbers in each place, as `MeetingRaceSummary` has them.
    case placed([[Int]])
    /// Abandoned.
    case abandoned

    /// How long after its start a demo race with placings stays closed, with no results.
    static let resultsAfter: TimeInterval = 2 * 60
    /// How long after its start a demo race's results stay interim before they are final.
    static let finalAfter: TimeInterval = 10 * 60

    /// The outcome of the recorded `race`; nil when it had not been run when the day was
    /// recorded.
    init?(_ race: MeetingRaceSummary) {
        if race.status == .abandoned {
            self = .abandoned
        } else if !race.placings.isEmpty {
            self = .placed(race.placings)
        } else {
            return nil
        }
    }

    /// The outcome of each race of `recording` that has one, by its recorded id.
    public static func outcomes(of recording: MeetingsResponse) -> [String: RecordedRaceOutcome] {
        var outcomes: [String: RecordedRaceOutcome] = [:]
        for race in recording.meetings.flatMap(\.races) {
            outcomes[race.id] = RecordedRaceOutcome(race)
        }
        return outcomes
    }

    /// The placings a demo race that had gone as `outcome` shows at `status`: its recorded ones
    /// once interim or final, else none.
    static func shownPlacings(_ outcome: RecordedRaceOutcome?, status: RaceStatus) -> [[Int]] {
        guard case .placed(let placings) = outcome, status == .interim || status == .final else { return [] }
        return placings
    }

    /// A demo race's status `sinceStart` seconds after its start (negative before it), when it
    /// had gone as `outcome` says: open before the start; then, with placings, closed for
    /// `resultsAfter`, interim until `finalAfter` and final after that; not run (nil), closed; an
    /// abandoned race is abandoned all day.
    static func status(_ outcome: RecordedRaceOutcome?, sinceStart: TimeInterval) -> RaceStatus {
        switch (outcome, sinceStart) {
        case (.abandoned, _): .abandoned
        case (_, ..<0): .open
        case (nil, _): .closed
        case (.placed, ..<resultsAfter): .closed
        case (.placed, ..<finalAfter): .interim
        case (.placed, _): .final
        }
    }
}
