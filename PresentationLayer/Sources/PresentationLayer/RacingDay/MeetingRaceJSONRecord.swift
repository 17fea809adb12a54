import DomainLayer
import Foundation

/// One race of a meeting as `nexttogo meeting <name> --json` prints it.
public struct MeetingRaceJSONRecord: Sendable, Equatable, Encodable {
    /// One place of the result: the place, and the runners sharing it (two or more in a dead
    /// heat, after which places are skipped: 1, 2, 2, then 4); a race card's JSON has them too.
    public struct Placing: Sendable, Equatable, Encodable {
        /// The place, 1 for the winner.
        public let position: Int
        /// The numbers of the runners in this place.
        public let runners: [Int]
    }

    /// The race's id, for `nexttogo race <id>`.
    public let raceID: String
    /// The race's number within its meeting; null when the API gives none.
    @NullWhenAbsent public private(set) var raceNumber: Int?
    /// The race's name; may be empty.
    public let raceName: String
    /// The advertised start in ISO 8601, UTC.
    public let advertisedStart: String
    /// Seconds from now to the start; negative after it.
    public let secondsToStart: Int
    /// `open`, `live`, `closed`, `interim`, `final`, `abandoned` or `unknown`.
    public let status: String
    /// The placings by place once the race is run; empty before, or when the API gives none.
    public let placings: [Placing]

    private enum CodingKeys: String, CodingKey {
        case raceID = "race_id"
        case raceNumber = "race_number"
        case raceName = "race_name"
        case advertisedStart = "advertised_start"
        case secondsToStart = "seconds_to_start"
        case status, placings
    }

    /// The record for `race` at `now`.
    public init(race: MeetingRace, now: Date) {
        raceID = race.id
        raceNumber = race.number
        raceName = race.name
        advertisedStart = MeetingJSONRecord.iso8601(race.advertisedStart)
        secondsToStart = RacingDayWords.secondsToStart(race, now: now)
        status = race.status.rawValue
        placings = race.placings.map { Placing(position: $0.position, runners: $0.runnerNumbers) }
    }

}

/// One meeting with its races, as `nexttogo meeting <name> --json` prints it: every field of
/// `MeetingJSONRecord`, and `races`.
public struct MeetingRacesJSONRecord: Sendable, Equatable, Encodable {
    /// The meeting's fields.
    public let meeting: MeetingJSONRecord
    /// Every race, in race order.
    public let races: [MeetingRaceJSONRecord]

    private enum CodingKeys: String, CodingKey {
        case races
    }

    /// The record for `meeting` at `now`.
    public init(meeting: Meeting, now: Date) {
        self.meeting = MeetingJSONRecord(meeting: meeting, now: now)
        races = meeting.races.map { MeetingRaceJSONRecord(race: $0, now: now) }
    }

    /// Encodes the meeting's keys and `races` side by side in one object.
    public func encode(to encoder: any Encoder) throws {
        try meeting.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(races, forKey: .races)
    }

    /// The record as a pretty-printed JSON object with keys in a stable order.
    public func json() -> String {
        RaceJSONRecord.prettyJSON(self, orElse: "{}")
    }

    /// The records of `meetings` at `now` as a pretty-printed JSON array.
    public static func encode(_ meetings: [Meeting], now: Date) -> String {
        RaceJSONRecord.prettyJSON(
            meetings.map { MeetingRacesJSONRecord(meeting: $0, now: now) }, orElse: "[]")
    }
}
