import Foundation

/// The wait an HTTP `Retry-After` header asks for: a delay or a date.
public enum RetryAfter: Sendable, Equatable {
    /// Retry after this many seconds, at most `longestDelay`.
    case delay(Duration)
    /// Retry at or after this date.
    case date(Date)

    /// The longest wait a server may ask for: an hour. A longer one (such as
    /// `9223372036854775807` seconds, or a date years away) is a server's mistake, and obeying it
    /// would stop a live board from ever retrying on its own, so it is held at an hour.
    public static let longestDelay: Duration = .seconds(longestDelaySeconds)

    private static let longestDelaySeconds = 3600

    /// How long to wait from `now`: never negative, and never longer than `longestDelay`.
    public func delay(from now: Date) -> Duration {
        switch self {
        case .delay(let duration):
            return min(max(duration, .zero), Self.longestDelay)
        case .date(let date):
            let seconds = date.timeIntervalSince(now).rounded(.up)
            // Compared as a Double first: a date far enough off is beyond any Int of seconds.
            guard seconds > 0 else { return .zero }
            guard seconds < Double(Self.longestDelaySeconds) else { return Self.longestDelay }
            return .seconds(Int(seconds))
        }
    }
}
