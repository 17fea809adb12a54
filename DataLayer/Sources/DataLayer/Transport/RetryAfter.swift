import Foundation

/// The value of an HTTP `Retry-After` header: a delay or a date.
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

    /// Parses a header value: delta-seconds (digits only, of any length, held at `longestDelay`)
    /// or an HTTP-date in any of the three forms HTTP allows; anything else is nil.
    public init?(headerValue: String) {
        let text = headerValue.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            // Only digits, so Int(text) fails only when the number is beyond Int: longer than an hour.
            let seconds = Int(text).map { min($0, Self.longestDelaySeconds) } ?? Self.longestDelaySeconds
            self = .delay(.seconds(seconds))
        } else if let date = HTTPDate.date(from: text) {
            self = .date(date)
        } else {
            return nil
        }
    }

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
