/// How far and how fast a fixed win price must move to alert: by `percent` per cent or more, up
/// or down, within `window`. The config file's `"price_moves"` and the flags `--move-percent` and
/// `--move-window` set it; each is range-checked where it is read.
public struct PriceMoveThreshold: Sendable, Hashable {
    /// The shares a person may ask for, in whole per cent.
    public static let percentRange = 5...500
    /// The windows a person may ask for.
    public static let windowRange: ClosedRange<Duration> = .seconds(60) ... .seconds(3 * 3600)
    /// `windowRange` in words.
    public static let windowRangeText = "from 1m to 3h"
    /// What nexttogo alerts on unless told otherwise: 20% within 30 minutes.
    public static let standard = PriceMoveThreshold(percent: 20, window: .seconds(30 * 60))!

    /// The least move that alerts, in whole per cent of the price it moved from.
    public let percent: Int
    /// The time within which the move must happen.
    public let window: Duration

    /// A threshold of `percent` per cent within `window`; nil when either is out of its range.
    public init?(percent: Int, window: Duration) {
        guard Self.percentRange.contains(percent), Self.windowRange.contains(window) else { return nil }
        self.percent = percent
        self.window = window
    }

    /// The share `text` asks for, such as 20 for `20` or `20%`; nil when it is not a whole number
    /// of per cent in `percentRange`.
    public static func percent(from text: String) -> Int? {
        let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard digits.count <= 4, digits.allSatisfy(\.isASCII), let value = Int(digits),
            percentRange.contains(value)
        else { return nil }
        return value
    }

    /// The window `text` asks for, such as 30 minutes for `30m`; nil when it is not a duration in
    /// `windowRange`.
    public static func window(from text: String) -> Duration? {
        DurationText(text).map(\.duration).flatMap { windowRange.contains($0) ? $0 : nil }
    }

    /// Whether a change of `changePercent` (such as -23.5) is past the threshold, compared to a
    /// hundredth of a per cent as the card's movers compare changes.
    public func isPassed(by changePercent: Double) -> Bool {
        Int(abs(changePercent * 100).rounded()) >= percent * 100
    }
}
