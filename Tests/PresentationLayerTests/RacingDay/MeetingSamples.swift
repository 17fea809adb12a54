import DomainLayer
import Foundation
import SharedUtils

/// Hand-made meetings for the racing day's presentation tests, each race a number of minutes
/// from a fixed `now`.
enum MeetingSamples {
    /// The moment the samples are seen at.
    static let now = Date(timeIntervalSince1970: 1_689_228_000)
    /// The racing date the samples are on.
    static let date = CalendarDate(year: 2023, month: 7, day: 13)!
    /// Start times are shown in UTC.
    static let utc = TimeZone(identifier: "UTC")!

    /// A race `minutes` from `now`.
    static func race(
        _ number: Int?, startsIn minutes: Double, _ status: RaceStatus = .open, placings: [[Int]] = [],
        name: String = ""
    ) -> MeetingRace {
        MeetingRace(
            id: "race-\(number ?? 0)-\(minutes)", number: number, name: name,
            advertisedStart: now.addingTimeInterval(minutes * 60), status: status,
            placings: Placing.placings(placings))
    }

    /// A meeting of `races`.
    static func meeting(
        _ name: String, _ category: RaceCategory = .greyhound, venue: Venue? = nil, track: String? = nil,
        weather: String? = nil, races: [MeetingRace], compounds: [CompoundBet] = []
    ) -> Meeting {
        Meeting(
            id: "meeting-\(name)-\(category)", name: name, category: category, date: date, venue: venue,
            trackCondition: track, weather: weather, races: races, compounds: compounds)
    }

    /// Shepparton, five races run of nine, the sixth 4m 05s away.
    static let shepparton = meeting(
        "Shepparton", venue: Venue(name: "Shepparton", state: "VIC", country: "AUS"), track: "Good4",
        weather: "OCAST",
        races: (1...5).map { race($0, startsIn: Double($0 * 20 - 120), .final, placings: [[9], [2], [8]]) }
            + (6...9).map { race($0, startsIn: 245.0 / 60 + Double(($0 - 6) * 20)) })
}
