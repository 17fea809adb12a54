import Foundation
import Synchronization

/// What was made of one version of some data in one second of the clock, made again only when
/// the data or the second changes, however many screens ask in it: a board's event, or the
/// racing day's page.
///
/// A value slow to make is kept longer: while it is younger than `slowness` times what it took to
/// make, whatever the second. A racing day of 20,000 meetings takes about two seconds to lay out,
/// so made afresh every second it would be made continually, a core spent on one screen's
/// refreshes; kept ten seconds, it costs a fifth of one. What takes milliseconds, as any real
/// day's page and the board do, is made again each second as before.
final class SecondMemo<Version: Equatable & Sendable, Value: Sendable>: Sendable {
    /// How many times its making a value slow to make is kept.
    static var slowness: Int { 5 }

    /// A value made of one version in one second.
    private struct Made: Sendable {
        let version: Version
        let second: Int
        let madeAt: Date
        let took: Duration
        let value: Value
    }

    private let made = Mutex<Made?>(nil)
    /// The clock that times the making.
    private let clock: any Clock<Duration>

    /// Keeps nothing yet; times the making on `clock`.
    init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    /// The value of `version` at `now`: made by `make` unless this version was made in this
    /// second, or is young for how long it took to make.
    func value(of version: Version, at now: Date, make: () -> Value) -> Value {
        let second = Int(now.timeIntervalSince1970.rounded(.down))
        if let made = made.withLock({ $0 }), made.version == version,
            made.second == second || Self.isYoung(made, at: now)
        {
            return made.value
        }
        var value: Value?
        let took = clock.measure { value = make() }
        guard let value else { preconditionFailure("make() returned") }
        made.withLock { $0 = Made(version: version, second: second, madeAt: now, took: took, value: value) }
        return value
    }

    /// Whether `made` is younger at `now` than `slowness` times what it took to make.
    private static func isYoung(_ made: Made, at now: Date) -> Bool {
        let age = now.timeIntervalSince(made.madeAt)
        let took = made.took * slowness
        return age >= 0 && age < Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
    }
}
