/// When watch mode alerts: the lead from `--alert` when given, else from the config file's
/// `alert`, else none; and whether only starred meetings' races alert (`--alert-starred`).
public struct AlertSettings: Equatable {
    /// The leads a person may ask for.
    public static let leadRange: ClosedRange<Duration> = .seconds(1) ... .seconds(3600)
    /// `leadRange` in words.
    public static let leadRangeText = "from 1s to 1h"

    /// How long before its start a race alerts; nil when nothing alerts.
    public let lead: Duration?
    /// True when only races of starred meetings alert.
    public let starredOnly: Bool

    /// The settings for a run with `leadFlag` (nil when there is no `--alert`),
    /// `starredOnlyFlag` and `config`.
    public init(leadFlag: Duration?, starredOnlyFlag: Bool, config: SavedConfig) {
        lead = leadFlag ?? config.alert
        starredOnly = starredOnlyFlag
    }

    /// The lead `text` asks for, such as 2 minutes for `2m`; nil when it is not a duration in
    /// `leadRange`.
    public static func lead(from text: String) -> Duration? {
        DurationText(text).map(\.duration).flatMap { leadRange.contains($0) ? $0 : nil }
    }

    /// The rule for these settings, where `stars` are the starred meetings; nil when nothing
    /// alerts.
    public func rule(stars: StarredMeetings) -> JumpAlertRule? {
        lead.map { JumpAlertRule(lead: $0, scope: starredOnly ? .starred(stars) : .allRaces) }
    }
}
