import DomainLayer
import Foundation

/// One race as `--json` prints it, for scripts.
public struct RaceJSONRecord: Sendable, Equatable, Encodable {
    /// The race's id.
    public let raceID: String
    /// `horse`, `greyhound` or `harness`.
    public let category: String
    /// The meeting's name.
    public let meetingName: String
    /// The race's number within its meeting.
    public let raceNumber: Int
    /// The race's name.
    public let raceName: String
    /// The advertised start in ISO 8601, UTC.
    public let advertisedStart: String
    /// Seconds from now to the start; negative after the jump.
    public let secondsToStart: Int
    /// True when the race's meeting is starred.
    public let starred: Bool
    /// The venue's name; null when the feed does not say.
    @NullWhenAbsent public private(set) var venueName: String?
    /// The venue's state or region, such as `VIC`; null when the feed does not say.
    @NullWhenAbsent public private(set) var venueState: String?
    /// The venue's country code, such as `AUS` or `UK`; null when the feed does not say.
    @NullWhenAbsent public private(set) var venueCountry: String?

    private enum CodingKeys: String, CodingKey {
        case raceID = "race_id"
        case category
        case meetingName = "meeting_name"
        case raceNumber = "race_number"
        case raceName = "race_name"
        case advertisedStart = "advertised_start"
        case secondsToStart = "seconds_to_start"
        case starred
        case venueName = "venue_name"
        case venueState = "venue_state"
        case venueCountry = "venue_country"
    }

    /// The record for `race` at `now`; `isStarred` says its meeting is starred.
    public init(race: Race, now: Date, isStarred: Bool = false) {
        raceID = race.id
        category = race.category.rawValue
        meetingName = race.meetingName
        raceNumber = race.raceNumber
        raceName = race.raceName
        advertisedStart = race.advertisedStart.formatted(
            Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
        secondsToStart = RaceRowViewModel.secondsToStart(race, now: now)
        starred = isStarred
        venueName = race.venue?.name
        venueState = race.venue?.state
        venueCountry = race.venue?.country
    }

    /// The races as a pretty-printed JSON array with keys in a stable order, each marked starred
    /// when its meeting is in `stars`.
    public static func encode(_ races: [Race], now: Date, stars: StarredMeetings = .none) -> String {
        prettyJSON(records(for: races, now: now, stars: stars), orElse: "[]")
    }

    /// The records for `races` at `now`, each marked starred when its meeting is in `stars`.
    static func records(for races: [Race], now: Date, stars: StarredMeetings) -> [RaceJSONRecord] {
        races.map { RaceJSONRecord(race: $0, now: now, isStarred: stars.contains($0.meetingName)) }
    }

    /// `value` as pretty-printed JSON with sorted keys, or `fallback` should encoding fail.
    static func prettyJSON(_ value: some Encodable, orElse fallback: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(value)) ?? Data(fallback.utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
