import Foundation
import SharedUtils

/// A recorded day of racing: each meeting of the day with its races, as the demo replays it.
public struct RecordedRacingDay: Sendable, Equatable, Decodable {
    /// The moment the day's race starts are counted from: 00:00 UTC on the recorded date.
    public var dayStart: Date
    /// The day's meetings.
    public var meetings: [RecordedMeeting]

    /// Creates a day from its parts.
    init(dayStart: Date, meetings: [RecordedMeeting]) {
        self.dayStart = dayStart
        self.meetings = meetings
    }

    /// The day built into the program: the Neds meetings of 12 July 2023 (69 meetings, 681 numbered
    /// races).
    /// - Throws: `FetchFailure.invalidResponse` if the built-in day does not decode, which a
    ///   test rules out.
    public static func builtIn() throws(FetchFailure) -> RecordedRacingDay {
        guard let body = EmbeddedResource.demoRacingDay.data,
            let day = try? JSONDecoder().decode(RecordedRacingDay.self, from: body)
        else { throw .invalidResponse(reason: "the demo's recorded racing day is damaged") }
        return day
    }

    private enum CodingKeys: String, CodingKey {
        case dayStart = "day_start"
        case meetings
    }

    /// Reads the compact form `scripts/generate-embedded-resources` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let seconds = try container.decode(Int.self, forKey: .dayStart)
        self.init(
            dayStart: Date(timeIntervalSince1970: TimeInterval(seconds)),
            meetings: try container.decode([RecordedMeeting].self, forKey: .meetings))
    }
}

/// One meeting of a recorded day.
public struct RecordedMeeting: Sendable, Equatable, Decodable {
    /// The meeting's name, such as "Casino".
    public var name: String
    /// The category id (horse, greyhound or harness, as a UUID string).
    public var categoryID: String
    /// The venue's name, when recorded.
    public var venueName: String?
    /// The venue's state, when recorded.
    public var venueState: String?
    /// The venue's country code, when recorded.
    public var venueCountry: String?
    /// The state of the track, such as `Good`, when recorded.
    public var trackCondition: String?
    /// The weather, such as `FINE`, when recorded.
    public var weather: String?
    /// The meeting's races, in race order.
    public var races: [RecordedRace]

    private enum CodingKeys: String, CodingKey {
        case name
        case categoryID = "category_id"
        case venueName = "venue_name"
        case venueState = "venue_state"
        case venueCountry = "venue_country"
        case trackCondition = "track_condition"
        case weather
        case races
    }
}

/// One race of a recorded meeting.
public struct RecordedRace: Sendable, Equatable, Decodable {
    /// The race's id in the recording.
    public var id: String
    /// The race's number within its meeting.
    public var number: Int
    /// The race's name.
    public var name: String
    /// The advertised start, in seconds from the day's start (negative before it).
    public var start: Int
}
