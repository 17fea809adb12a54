import Foundation

/// One race as the Neds API describes it (`data.race_summaries.<id>`).
public struct RaceSummary: Sendable, Equatable, Decodable {
    /// The race's id.
    public var raceID: String
    /// The race's name; empty when the API leaves it out.
    public var raceName: String
    /// The race's number within its meeting.
    public var raceNumber: Int
    /// The meeting's name, such as "Shepparton".
    public var meetingName: String
    /// The category id (horse, greyhound or harness, as a UUID string).
    public var categoryID: String
    /// The advertised start.
    public var advertisedStart: Date
    /// The venue's name, when given.
    public var venueName: String?
    /// The venue's state, when given.
    public var venueState: String?
    /// The venue's country code (AUS, NZ, UK, ...), when given.
    public var venueCountry: String?

    /// Creates a summary from its parts.
    public init(
        raceID: String, raceName: String, raceNumber: Int, meetingName: String,
        categoryID: String, advertisedStart: Date, venueName: String? = nil,
        venueState: String? = nil, venueCountry: String? = nil
    ) {
        self.raceID = raceID
        self.raceName = raceName
        self.raceNumber = raceNumber
        self.meetingName = meetingName
        self.categoryID = categoryID
        self.advertisedStart = advertisedStart
        self.venueName = venueName
        self.venueState = venueState
        self.venueCountry = venueCountry
    }

    private enum CodingKeys: String, CodingKey {
        case raceID = "race_id"
        case raceName = "race_name"
        case raceNumber = "race_number"
        case meetingName = "meeting_name"
        case categoryID = "category_id"
        case advertisedStart = "advertised_start"
        case venueName = "venue_name"
        case venueState = "venue_state"
        case venueCountry = "venue_country"
    }

    private struct AdvertisedStart: Decodable {
        var seconds: Double
    }

    /// Decodes a summary; a missing or malformed optional field is left nil rather than failing it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        raceID = try container.decode(String.self, forKey: .raceID)
        raceName = (try? container.decodeIfPresent(String.self, forKey: .raceName)) ?? ""
        raceNumber = try container.decode(Int.self, forKey: .raceNumber)
        meetingName = try container.decode(String.self, forKey: .meetingName)
        categoryID = try container.decode(String.self, forKey: .categoryID)
        let start = try container.decode(AdvertisedStart.self, forKey: .advertisedStart)
        guard start.seconds.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: .advertisedStart, in: container,
                debugDescription: "advertised_start.seconds is not a finite number")
        }
        advertisedStart = Date(timeIntervalSince1970: start.seconds)
        venueName = try? container.decodeIfPresent(String.self, forKey: .venueName)
        venueState = try? container.decodeIfPresent(String.self, forKey: .venueState)
        venueCountry = try? container.decodeIfPresent(String.self, forKey: .venueCountry)
    }
}
