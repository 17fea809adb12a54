import Foundation

/// When watch mode's once-a-second tick is due: just after each whole second of the date source,
/// so countdowns change in step with the wall clock.
struct SecondTickSchedule: Sendable {
    /// How long past the whole second the wait for the tick ends, so the second has surely turned.
    static let wait: TimeInterval = 0.005
    /// How long past the whole second the tick counts as due: sooner than the wait ends, because
    /// the wait is timed by the system's steady clock, and the wall clock, slewed to correct it,
    /// may run a little behind; a wait that ends a moment early by the wall clock still ticks
    /// instead of waking the thread again a millisecond later.
    static let due: TimeInterval = 0.001

    /// The whole second the next tick follows.
    private(set) var nextSecond: Date

    /// A schedule whose first tick follows the whole second after `now`.
    init(now: Date) {
        nextSecond = Self.wholeSecond(after: now)
    }

    /// The milliseconds from `now` until the wait for the tick ends, rounded up so that a wait of
    /// that long does not end before it; 0 once the tick is due.
    func millisecondsUntilDue(at now: Date) -> Int32 {
        let seconds = nextSecond.addingTimeInterval(Self.wait).timeIntervalSince(now)
        guard seconds > 0, !isDue(at: now) else { return 0 }
        // Never more than a second and a bit once `takeTick(at:)` has seen `now`; bounded anyway.
        return Int32((Swift.min(seconds, 2) * 1000).rounded(.up))
    }

    /// True when the tick is due at `now`, and then the next one is scheduled. A wall clock set
    /// back by more than a second schedules afresh, so the ticks do not stop until it catches up.
    mutating func takeTick(at now: Date) -> Bool {
        if isDue(at: now) {
            nextSecond = Self.wholeSecond(after: now)
            return true
        }
        if nextSecond.timeIntervalSince(now) > 1 {
            nextSecond = Self.wholeSecond(after: now)
        }
        return false
    }

    private func isDue(at now: Date) -> Bool {
        now >= nextSecond.addingTimeInterval(Self.due)
    }

    private static func wholeSecond(after now: Date) -> Date {
        Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down) + 1)
    }
}
