import DomainLayer
import Foundation

/// One race with its details as `nexttogo race --json` prints it: the fields of `RaceJSONRecord`
/// plus the form, each null when the feed does not publish it.
public struct RaceDetailsJSONRecord: Sendable, Equatable, Encodable {
    /// The race as the board's JSON gives it.
    public let race: RaceJSONRecord
    /// The race's details; nil parts are encoded as null.
    public let details: RaceForm

    private enum CodingKeys: String, CodingKey {
        case distance
        case distanceUnit = "distance_unit"
        case trackCondition = "track_condition"
        case weather
        case raceClass = "class"
        case startType = "start_type"
        case prizeMoney = "prize_money"
        case comment
    }

    /// The record for `race` at `now`; `isStarred` says its meeting is starred.
    public init(race: Race, now: Date, isStarred: Bool = false) {
        self.race = RaceJSONRecord(race: race, now: now, isStarred: isStarred)
        details = race.details ?? RaceForm()
    }

    /// Encodes the race's fields and the details' side by side in one object.
    public func encode(to encoder: any Encoder) throws {
        try race.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(details.distance, forKey: .distance)
        try container.encode(details.distanceUnit, forKey: .distanceUnit)
        try container.encode(details.trackCondition, forKey: .trackCondition)
        try container.encode(details.weather, forKey: .weather)
        try container.encode(details.raceClass, forKey: .raceClass)
        try container.encode(details.startType, forKey: .startType)
        try container.encode(details.prizeMoney, forKey: .prizeMoney)
        try container.encode(details.comment, forKey: .comment)
    }

    /// The record as pretty-printed JSON with keys in a stable order.
    public func json() -> String {
        RaceJSONRecord.prettyJSON(self, orElse: "{}")
    }
}
