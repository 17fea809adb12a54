import Foundation
import SharedUtils

/// Decides which races on the board alert as their jump nears, moment by moment.
///
/// A race alerts once: at the first moment it is shown with its start `lead` or less away and
/// still ahead. A race must first be seen further away than `lead` to alert at all, so a race
/// that is already that close when it first appears (when the watch starts, after a filter
/// change, after a refresh that brings it in) never alerts, and neither does one that has
/// jumped by the time it is next seen. Only the races on the board are remembered: a race that
/// leaves it is forgotten, so a day of watching holds no more than one board's worth of races.
/// A forgotten race that comes back is new again, and is by then past its alert or too close.
public struct JumpAlertRule: Sendable, Equatable {
    /// The races that may alert.
    public enum Scope: Sendable, Hashable {
        /// Every race on the board.
        case allRaces
        /// Only races of these meetings.
        case starred(StarredMeetings)
    }

    /// How long before its advertised start a race alerts.
    public let lead: Duration
    /// The races that may alert.
    public private(set) var scope: Scope
    /// The races on the board when last told, each true while it may still alert.
    private var mayAlert: [String: Bool] = [:]

    /// A rule that alerts `lead` before a race's start, for the races in `scope`.
    public init(lead: Duration, scope: Scope = .allRaces) {
        self.lead = lead
        self.scope = scope
    }

    /// The races of `shown`, the board at `now`, that alert now, in the board's order; each
    /// race is returned at most once.
    public mutating func alerts(amongShown shown: [Race], at now: Date) -> [Race] {
        let leadSeconds = lead.timeInterval
        var next: [String: Bool] = [:]
        var alerting: [Race] = []
        for race in shown where next[race.id] == nil && isInScope(race) {
            let secondsToStart = race.advertisedStart.timeIntervalSince(now)
            let isFar = secondsToStart > leadSeconds
            if mayAlert[race.id] == true, !isFar, secondsToStart > 0 {
                alerting.append(race)
            }
            // Once close, a race stays spent; a race seen for the first time may alert only if far.
            next[race.id] = (mayAlert[race.id] ?? true) && isFar
        }
        mayAlert = next
        return alerting
    }

    /// From now on alerts for the races of `meetings`, when the rule is for starred meetings
    /// only; a rule for every race is left as it is. A race newly in scope alerts by the usual
    /// rule: only if it is still further away than the lead when next looked at.
    public mutating func followStarredMeetings(_ meetings: StarredMeetings) {
        if case .starred = scope {
            scope = .starred(meetings)
        }
    }

    private func isInScope(_ race: Race) -> Bool {
        switch scope {
        case .allRaces: true
        case .starred(let meetings): meetings.contains(race.meetingName)
        }
    }
}
