import Foundation

/// One race as the Neds API describes it (`data.race_summaries.<id>`).
public struct RaceSummary: Sendable, Equatable {
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
    /// The race's form (distance, track, weather, class and the like); nil when it was not read
    /// or the feed sent none.
    public var form: RaceForm?

    /// Creates a summary from its parts.
    public init(
        raceID: String, raceName: String, raceNumber: Int, meetingName: String,
        categoryID: String, advertisedStart: Date, venueName: String? = nil,
        venueState: String? = nil, venueCountry: String? = nil, form: RaceForm? = nil
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
        self.form = form
    }

    /// The start times a summary may have: from 2000 up to 2100, UTC. A start outside them is
    /// not a race the board can show, and arithmetic on one (such as `1e20` seconds, beyond any
    /// `Int` count of seconds) could overflow downstream, so such a summary is skipped.
    public static let plausibleStarts: ClosedRange<Date> =
        Date(timeIntervalSince1970: 946_684_800)...Date(timeIntervalSince1970: 4_102_444_800)

    /// The seconds since 1970 of an `advertised_start` in either of the API's forms: `{"seconds":
    /// 1674273745}` (the v1 routes) or an RFC 3339 string such as `"2023-01-21T04:02:25.469Z"`
    /// (the v2 routes); each route is read leniently in both. Nil for any other value.
    static func startSeconds(reading reader: inout JSONReader, depth: Int) throws(JSONReader.SyntaxError)
        -> Double?
    {
        guard try reader.nextKind() == .string else {
            return try reader.readNumberMember("seconds", depth: depth)
        }
        return try reader.readStringIfPresent(depth: depth).flatMap(ISO8601Timestamp.seconds(from:))
    }

    /// Reads the summary object at `reader`; nil, with the value passed over, when it is not an
    /// object, a required field is missing or of the wrong type, or the start is not in
    /// `plausibleStarts`. A missing or malformed optional
    /// field is left nil (or empty, for the name) rather than failing the summary. `race_form`
    /// is read only when `readingForm` is true, and passed over otherwise.
    init?(reading reader: inout JSONReader, depth: Int, readingForm: Bool) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: depth)
            return nil
        }
        var raceID: String?
        var raceName: String?
        var raceNumber: Int?
        var meetingName: String?
        var categoryID: String?
        var startSeconds: Double?
        var venue: (name: String?, state: String?, country: String?)
        var form: RaceForm?
        let fieldDepth = depth + 1
        try reader.readObject(depth: depth) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "race_id": raceID = try reader.readStringIfPresent(depth: fieldDepth)
            case "race_name": raceName = try reader.readStringIfPresent(depth: fieldDepth)
            case "race_number": raceNumber = try reader.readIntegerIfPresent(depth: fieldDepth)
            case "meeting_name": meetingName = try reader.readStringIfPresent(depth: fieldDepth)
            case "category_id": categoryID = try reader.readStringIfPresent(depth: fieldDepth)
            case "advertised_start": startSeconds = try Self.startSeconds(reading: &reader, depth: fieldDepth)
            case "venue_name": venue.name = try reader.readStringIfPresent(depth: fieldDepth)
            case "venue_state": venue.state = try reader.readStringIfPresent(depth: fieldDepth)
            case "venue_country": venue.country = try reader.readStringIfPresent(depth: fieldDepth)
            case "race_form" where readingForm: form = try RaceForm(reading: &reader, depth: fieldDepth)
            default: try reader.skipValue(depth: fieldDepth)
            }
        }
        // A NaN or infinite start makes no Date in range, so it fails the range check too.
        guard let raceID, let raceNumber, let meetingName, let categoryID, let startSeconds,
            startSeconds.isFinite, Self.plausibleStarts.contains(Date(timeIntervalSince1970: startSeconds))
        else { return nil }
        self.init(
            raceID: raceID, raceName: raceName ?? "", raceNumber: raceNumber, meetingName: meetingName,
            categoryID: categoryID, advertisedStart: Date(timeIntervalSince1970: startSeconds),
            venueName: venue.name, venueState: venue.state, venueCountry: venue.country, form: form)
    }
}
