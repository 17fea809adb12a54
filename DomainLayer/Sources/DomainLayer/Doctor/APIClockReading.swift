import Foundation

/// What `nexttogo doctor` could tell of the racing API's clock from its `Date` headers.
public enum APIClockReading: Sendable, Equatable {
    /// The local clock less the API's, in seconds (positive: the local clock is ahead).
    case offset(TimeInterval)
    /// A `Date` header came but cannot be read: not an HTTP-date between 2000 and 2100, or two
    /// copies that disagree. What was sent, cut to `ShownTextLimit.id` and made printable.
    case unreadable(sent: String)
    /// Answers came, none with a `Date` header.
    case notSent
    /// Nothing answered, so there was no header to read.
    case noAnswer

    /// The offset, when the API's clock could be read.
    public var offset: TimeInterval? {
        if case .offset(let offset) = self { offset } else { nil }
    }
}
