/// When the next try at the feed is, for a status line: a countdown while it is near, a clock
/// time a person reads when it is further off.
public struct NextRetry: Sendable, Equatable {
    /// The longest wait counted down in seconds; a longer one reads as a clock time.
    public static let longestCountdown = 60

    /// Whole seconds until the retry, rounded up; never negative.
    public let seconds: Int
    /// The retry's clock time in the board's time zone, such as `15:04`.
    public let clockTime: String

    /// Creates a retry `seconds` from now, at `clockTime`; a negative `seconds` counts as 0.
    public init(seconds: Int, clockTime: String) {
        self.seconds = max(0, seconds)
        self.clockTime = clockTime
    }

    /// `retrying now`, `retrying in 20s`, or for a wait over a minute `retrying at 15:04`.
    public var phrase: String {
        switch seconds {
        case 0: "retrying now"
        case ...Self.longestCountdown: "retrying in \(seconds)s"
        default: "retrying at \(clockTime)"
        }
    }
}
