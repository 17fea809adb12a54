import Foundation
import Synchronization

/// What was made of one version of some data in one second of the clock, made again only when
/// the data or the second changes, however many screens ask in it: a board's event, or the
/// racing day's page, which takes a second or more on a day of thousands of meetings.
final class SecondMemo<Version: Equatable & Sendable, Value: Sendable>: Sendable {
    /// A value made of one version in one second.
    private struct Made: Sendable {
        let version: Version
        let second: Int
        let value: Value
    }

    private let made = Mutex<Made?>(nil)

    /// Keeps nothing yet.
    init() {}

    /// The value of `version` at `now`: made by `make` if this version has not been made in this
    /// second yet.
    func value(of version: Version, at now: Date, make: () -> Value) -> Value {
        let second = Int(now.timeIntervalSince1970.rounded(.down))
        if let made = made.withLock({ $0 }), made.version == version, made.second == second {
            return made.value
        }
        let value = make()
        made.withLock { $0 = Made(version: version, second: second, value: value) }
        return value
    }
}
