import Foundation

/// The parts of a meetings body the program uses, as read, before they are joined and checked.
struct MeetingsDocument {
    /// A meeting as read; nil parts were missing or of the wrong type.
    struct MeetingEntry {
        var name: String?
        var categoryID: String?
        var date: String?
        var venueID: String?
        var state: String?
        var country: String?
        var trackCondition: String?
        var weather: String?
        var raceIDs: [String] = []
    }

    /// A race as read; nil parts were missing, of the wrong type or out of range.
    struct RaceEntry {
        var name: String?
        var number: Int?
        var advertisedStart: Date?
        var statusID: String?
        var placings: [[Int]] = []
        var isObject = false
    }

    struct CompoundEntry {
        var meetingID: String?
        var name: String?
        var raceIDs: [String] = []
    }

    /// Whether a top-level map was there: the API may send `[]` or `null` for an empty one.
    enum Presence {
        case missing, wrongType, present
    }

    var isObject = false
    var meetingsPresence = Presence.missing
    /// The meetings in the body's order; nil for an entry that is not an object.
    var meetings: [(id: String, entry: MeetingEntry?)] = []
    var races: [String: RaceEntry] = [:]
    var venues: [String: VenueEntry] = [:]
    var compounds: [CompoundEntry?] = []
    /// Entries skipped while reading: repeated keys.
    var skippedMeetingCount = 0
    var skippedRaceCount = 0

    init(reading reader: inout JSONReader) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: 0)
            return
        }
        isObject = true
        try reader.readObject(depth: 0) { reader, key throws(JSONReader.SyntaxError) in
            try readMember(key, &reader)
        }
    }

    private mutating func readMember(_ key: String, _ reader: inout JSONReader) throws(JSONReader.SyntaxError)
    {
        switch key {
        case "meetings":
            var seen = Set<String>()
            meetingsPresence = try Self.readMap(&reader) { reader, id throws(JSONReader.SyntaxError) in
                let entry = try Self.readMeeting(&reader)
                if seen.insert(id).inserted {
                    meetings.append((id, entry))
                } else {
                    skippedMeetingCount += 1
                }
            }
        case "races":
            _ = try Self.readMap(&reader) { reader, id throws(JSONReader.SyntaxError) in
                let entry = try Self.readRace(&reader)
                if races[id] == nil {
                    races[id] = entry
                } else {
                    skippedRaceCount += 1
                }
            }
        case "venues":
            _ = try Self.readMap(&reader) { reader, id throws(JSONReader.SyntaxError) in
                venues[id] = try VenueEntry.read(&reader, depth: 2)
            }
        case "compounds":
            _ = try Self.readMap(&reader) { reader, _ throws(JSONReader.SyntaxError) in
                compounds.append(try Self.readCompound(&reader))
            }
        default:
            try reader.skipValue(depth: 1)
        }
    }

    /// Reads an object of objects at depth 1, calling `member` with each key. An empty array or
    /// `null` is an empty map; any other value is passed over as the wrong type.
    private static func readMap(
        _ reader: inout JSONReader,
        _ member: (inout JSONReader, String) throws(JSONReader.SyntaxError) -> Void
    ) throws(JSONReader.SyntaxError) -> Presence {
        switch try reader.nextKind() {
        case .object:
            try reader.readObject(depth: 1, member)
            return .present
        case .array:
            var isEmpty = true
            try reader.readArray(depth: 1) { reader throws(JSONReader.SyntaxError) in
                isEmpty = false
                try reader.skipValue(depth: 2)
            }
            return isEmpty ? .present : .wrongType
        case .literal:
            let isNull = try reader.readBoolIfPresent(depth: 1) == nil
            return isNull ? .present : .wrongType
        case .string, .number:
            try reader.skipValue(depth: 1)
            return .wrongType
        }
    }

    /// Reads the members of the object at depth 2; false, with the value passed over, when it is
    /// not an object.
    private static func readFields(
        _ reader: inout JSONReader, _ field: (inout JSONReader, String) throws(JSONReader.SyntaxError) -> Void
    ) throws(JSONReader.SyntaxError) -> Bool {
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: 2)
            return false
        }
        try reader.readObject(depth: 2, field)
        return true
    }

    private static func readMeeting(_ reader: inout JSONReader) throws(JSONReader.SyntaxError)
        -> MeetingEntry?
    {
        var meeting = MeetingEntry()
        let isObject = try readFields(&reader) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "name": meeting.name = try reader.readStringIfPresent(depth: 3)
            case "category_id": meeting.categoryID = try reader.readStringIfPresent(depth: 3)
            case "advertised_date": meeting.date = try reader.readStringIfPresent(depth: 3)
            case "venue_id": meeting.venueID = try reader.readStringIfPresent(depth: 3)
            case "state": meeting.state = try reader.readStringIfPresent(depth: 3)
            case "country": meeting.country = try reader.readStringIfPresent(depth: 3)
            case "track_condition": meeting.trackCondition = try reader.readStringIfPresent(depth: 3)
            case "weather": meeting.weather = try reader.readStringIfPresent(depth: 3)
            case "race_ids": meeting.raceIDs = try reader.readStrings(depth: 3)
            default: try reader.skipValue(depth: 3)
            }
        }
        return isObject ? meeting : nil
    }

    private static func readRace(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) -> RaceEntry {
        var race = RaceEntry()
        race.isObject = try readFields(&reader) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "name": race.name = try reader.readStringIfPresent(depth: 3)
            case "number":
                race.number = RaceCardLimits.checked(
                    try reader.readIntegerIfPresent(depth: 3), in: RaceCardLimits.smallNumbers)
            case "advertised_start":
                race.advertisedStart = try reader.readStringIfPresent(depth: 3)
                    .flatMap(ISO8601Timestamp.seconds(from:)).map(Date.init(timeIntervalSince1970:))
            case "main_market_status_id": race.statusID = try reader.readStringIfPresent(depth: 3)
            case "results_display":
                race.placings = try reader.readStringIfPresent(depth: 3).flatMap(Self.placings(from:)) ?? []
            default: try reader.skipValue(depth: 3)
            }
        }
        return race
    }

    private static func readCompound(_ reader: inout JSONReader) throws(JSONReader.SyntaxError)
        -> CompoundEntry?
    {
        var compound = CompoundEntry()
        let isObject = try readFields(&reader) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "meeting_id": compound.meetingID = try reader.readStringIfPresent(depth: 3)
            case "name": compound.name = try reader.readStringIfPresent(depth: 3)
            case "race_ids": compound.raceIDs = try reader.readStrings(depth: 3)
            default: try reader.skipValue(depth: 3)
            }
        }
        return isObject ? compound : nil
    }

    /// The places of `results_display`, such as `"9,2,8"` or `"5,7/6,4"` (a dead heat for
    /// second); nil when any part is not a runner number in `RaceCardLimits.smallNumbers`. At
    /// most 99 characters are looked at: no real result is longer.
    static func placings(from text: String) -> [[Int]]? {
        guard !text.isEmpty else { return [] }
        guard text.utf8.count < 100 else { return nil }
        var places: [[Int]] = []
        for place in text.split(separator: ",", omittingEmptySubsequences: false) {
            var runners: [Int] = []
            for runner in place.split(separator: "/", omittingEmptySubsequences: false) {
                let digits = runner.trimmingCharacters(in: .whitespaces)
                guard (1...2).contains(digits.utf8.count), digits.utf8.allSatisfy({ (48...57).contains($0) }),
                    let number = RaceCardLimits.checked(Int(digits), in: RaceCardLimits.smallNumbers)
                else { return nil }
                runners.append(number)
            }
            places.append(runners)
        }
        return places
    }
}
