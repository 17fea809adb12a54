import DomainLayer
import Foundation

/// The jump alerts of a watch session: the rule that decides which races alert, and the alerts
/// the banner still names.
public struct JumpAlerts: Sendable {
    /// How long an alert stays in the banner at most; it leaves sooner when its race jumps.
    public static let bannerDuration: TimeInterval = 30

    private var rule: JumpAlertRule
    private var bannerAlerts: [(race: Race, alertedAt: Date)] = []

    /// Alerts as `rule` decides.
    public init(rule: JumpAlertRule) {
        self.rule = rule
    }

    /// Looks at `board`, the races shown at `now`, and returns those that alert now.
    public mutating func update(board: [Race], at now: Date) -> [Race] {
        let alerting = rule.alerts(amongShown: board, at: now)
        bannerAlerts.removeAll { !Self.isInBanner($0.race, alertedAt: $0.alertedAt, at: now) }
        bannerAlerts += alerting.map { (race: $0, alertedAt: now) }
        return alerting
    }

    /// Alerts for the races of `meetings` from now on, when only starred meetings' races alert.
    public mutating func followStarredMeetings(_ meetings: StarredMeetings) {
        rule.followStarredMeetings(meetings)
    }

    /// The banner at `now`, such as `Jump alert: Flemington R4 in 2m 00s`, naming in start order
    /// the races that alerted in the last 30 seconds and have not jumped; nil when there are
    /// none.
    public func banner(at now: Date) -> String? {
        let races = bannerAlerts.filter { Self.isInBanner($0.race, alertedAt: $0.alertedAt, at: now) }
            .map(\.race).sorted(by: RaceBoard.areInStartOrder)
        return races.isEmpty ? nil : JumpAlertText.banner(for: races, at: now)
    }

    private static func isInBanner(_ race: Race, alertedAt: Date, at now: Date) -> Bool {
        now < race.advertisedStart && now.timeIntervalSince(alertedAt) < bannerDuration
    }
}
