import DomainLayer
import Foundation
import SharedUtils

/// Racing days of many meetings, for the tests and the benchmark that measure a screen's cost by
/// the size of the day.
public enum RacingDayFactory {
    /// A day of `count` horse meetings `M0`, `M1`, … (ids `m0`, `m1`, …), each with one open race
    /// (`m0r1`, …), the first a minute after `now` and each a minute after the one before; the
    /// last meeting is called `lastName` when given.
    public static func day(
        meetings count: Int, on date: CalendarDate, from now: Date, lastName: String? = nil
    )
        -> RacingDay
    {
        RacingDay(
            date: date,
            meetings: (0..<count).map { index in
                Meeting(
                    id: "m\(index)", name: index == count - 1 ? lastName ?? "M\(index)" : "M\(index)",
                    category: .horse, date: date,
                    races: [
                        MeetingRace(
                            id: "m\(index)r1", number: 1, name: "Race",
                            advertisedStart: now.addingTimeInterval(60 * Double(index + 1)), status: .open)
                    ])
            })
    }
}
