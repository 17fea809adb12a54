/// Formats the time to a race's start, computed from whole seconds between two absolute times.
public enum CountdownFormatter {
    /// Compact text: `1h 05m` from an hour up, `4m 05s` from a minute up, `45s` under a minute,
    /// and the same with a leading minus after the jump, such as `-12s`.
    public static func compact(seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : ""
        let magnitude = seconds.magnitude
        let (hours, minutes, remainder) = (magnitude / 3600, magnitude % 3600 / 60, magnitude % 60)
        if hours > 0 { return "\(sign)\(hours)h \(twoDigits(minutes))m" }
        if minutes > 0 { return "\(sign)\(minutes)m \(twoDigits(remainder))s" }
        return "\(sign)\(remainder)s"
    }

    /// The text under "Starts in": `compact(seconds:)` up to the start, then how long ago the race
    /// jumped, such as `jumped 37s` or `jumped 1m 05s`.
    public static func startsIn(seconds: Int) -> String {
        seconds < 0
            ? "jumped \(compact(seconds: Int(clamping: seconds.magnitude)))" : compact(seconds: seconds)
    }

    /// Words for a screen reader: `starts in 4 minutes 5 seconds`, `starts now`,
    /// `started 12 seconds ago`.
    public static func spoken(seconds: Int) -> String {
        guard seconds != 0 else { return "starts now" }
        let magnitude = seconds.magnitude
        let (hours, minutes, remainder) = (magnitude / 3600, magnitude % 3600 / 60, magnitude % 60)
        let parts =
            hours > 0
            ? [unit(hours, "hour"), minutes > 0 ? unit(minutes, "minute") : nil]
            : [minutes > 0 ? unit(minutes, "minute") : nil, remainder > 0 ? unit(remainder, "second") : nil]
        let amount = parts.compactMap { $0 }.joined(separator: " ")
        return seconds > 0 ? "starts in \(amount)" : "started \(amount) ago"
    }

    private static func twoDigits(_ value: UInt) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func unit(_ value: UInt, _ name: String) -> String {
        "\(value) \(name)\(value == 1 ? "" : "s")"
    }
}
