import Foundation

/// Reads the wall-clock time.
///
/// Code that needs "now" takes one of these instead of calling `Date()`, so tests can pin the
/// time and move it together with a test clock.
public struct DateSource: Sendable {
    private let read: @Sendable () -> Date

    /// Creates a source that reads the time with `read`.
    public init(_ read: @escaping @Sendable () -> Date) {
        self.read = read
    }

    /// The system's wall clock.
    public static let system = DateSource { Date() }

    /// The current time.
    public func now() -> Date { read() }
}
