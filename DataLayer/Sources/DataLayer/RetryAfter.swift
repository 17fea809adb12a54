import Foundation

/// The value of an HTTP `Retry-After` header: a delay or a date.
public enum RetryAfter: Sendable, Equatable {
    /// Retry after this many seconds.
    case delay(Duration)
    /// Retry at or after this date.
    case date(Date)

    /// Parses a header value: delta-seconds or an IMF-fixdate; anything else is nil.
    public init?(headerValue: String) {
        let text = headerValue.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text), seconds >= 0 {
            self = .delay(.seconds(seconds))
        } else if let date = Self.httpDate(from: text) {
            self = .date(date)
        } else {
            return nil
        }
    }

    /// How long to wait from `now`, never negative.
    public func delay(from now: Date) -> Duration {
        switch self {
        case .delay(let duration): duration
        case .date(let date): .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
        }
    }

    private static func httpDate(from text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
