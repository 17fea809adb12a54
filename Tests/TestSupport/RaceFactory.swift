import DomainLayer
import Foundation

/// Builds domain races for tests, timed relative to a reference date.
public enum RaceFactory {
    /// A race starting `startsIn` seconds after `now`, run at `venue` when given.
    public static func race(
        _ id: String, _ category: RaceCategory = .horse, meeting: String = "Flemington",
        number: Int = 1, startsIn: TimeInterval, from now: Date, venue: Venue? = nil
    ) -> Race {
        Race(
            id: id, category: category, meetingName: meeting, raceNumber: number,
            raceName: "Race \(number)", advertisedStart: now.addingTimeInterval(startsIn), venue: venue)
    }
}
