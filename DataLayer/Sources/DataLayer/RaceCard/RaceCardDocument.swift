import Foundation

/// The parts of a race-card body the program uses, as read, before they are joined and checked.
///
/// The body's maps come in any order (the markets may follow the entrants they list), so every
/// map is read whole, and only then joined into the race's field.
struct RaceCardDocument {
    /// The product ids of the fixed win and place prices; every other product is a tote pool.
    static let fixedWinProduct = "940b8704-e497-4a76-b390-00918ff7d282"
    static let fixedPlaceProduct = "7cf3eea6-5654-42be-9c2e-6de280e7bb34"
    /// The market whose entrants are the race's runners and whose status is the race's.
    static let fieldMarketName = "final field"

    /// A race as read; nil parts were missing, of the wrong type or out of range.
    struct RaceEntry {
        var id: String?
        var name: String?
        var number: Int?
        var advertisedStart: Date?
        var actualStart: Date?
        var meetingID: String?
        var form: RaceForm?
    }

    struct MeetingEntry {
        var name: String?
        var categoryID: String?
        var venueID: String?
        var state: String?
        var country: String?
    }

    struct MarketEntry {
        var name: String?
        var raceID: String?
        var statusID: String?
        var entrantIDs: [String] = []
    }

    struct Prices {
        var win: Double?
        var place: Double?
    }

    struct ResultEntry {
        var position: Int
        var margin: Double?
    }

    var isObject = false
    var hasData = false
    var races: [(key: String, value: RaceEntry)] = []
    var meetings: [String: MeetingEntry] = [:]
    var venues: [String: VenueEntry] = [:]
    var markets: [MarketEntry] = []
    /// Entrants by id; nil for an entry that is not a usable runner (such as an empty object).
    var entrants: [String: RaceCardEntrant?] = [:]
    var prices: [String: Prices] = [:]
    var results: [String: ResultEntry] = [:]
    /// Each entrant's fixed-win fluctuations in range, oldest first, the latest
    /// `RaceCardLimits.fluctuationCount` at most.
    var fluctuations: [String: [Double]] = [:]
    /// Each entrant's first fixed-win fluctuation in range: its opening price, which the list
    /// keeps only while it is short.
    var openings: [String: Double] = [:]
    /// Entries skipped while reading: repeated keys, out-of-range prices and results.
    var skippedCount = 0

    init(reading reader: inout JSONReader) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: 0)
            return
        }
        isObject = true
        try reader.readObject(depth: 0) { reader, key throws(JSONReader.SyntaxError) in
            guard key == "data", try reader.nextKind() == .object else {
                return try reader.skipValue(depth: 1)
            }
            hasData = true
            try reader.readObject(depth: 1) { reader, key throws(JSONReader.SyntaxError) in
                try readDataMember(key, &reader)
            }
        }
    }

    private mutating func readDataMember(_ key: String, _ reader: inout JSONReader) throws(JSONReader
        .SyntaxError)
    {
        switch key {
        case "races":
            try Self.readMap(&reader) { reader, id throws(JSONReader.SyntaxError) in
                races.append((id, try Self.readRace(&reader)))
            }
        case "meetings":
            try Self.readMap(&reader) { reader, id throws(JSONReader.SyntaxError) in
                meetings[id] = try Self.readMeeting(&reader)
            }
        case "venues":
            try Self.readMap(&reader) { reader, id throws(JSONReader.SyntaxError) in
                venues[id] = try VenueEntry.read(&reader, depth: 3)
            }
        case "markets":
            try Self.readMap(&reader) { reader, _ throws(JSONReader.SyntaxError) in
                markets.append(try Self.readMarket(&reader))
            }
        case "entrants":
            try Self.readMap(&reader) { reader, id throws(JSONReader.SyntaxError) in
                let entrant = try RaceCardEntrant(reading: &reader, id: id, depth: 3)
                if entrants[id] != nil {
                    skippedCount += 1
                } else {
                    entrants[id] = .some(entrant)
                }
            }
        case "prices":
            try Self.readMap(&reader) { reader, key throws(JSONReader.SyntaxError) in
                try readPrice(key, &reader)
            }
        case "results":
            try Self.readMap(&reader) { reader, key throws(JSONReader.SyntaxError) in
                try readResult(key, &reader)
            }
        case "price_fluctuations":
            try Self.readMap(&reader) { reader, id throws(JSONReader.SyntaxError) in
                try readFluctuations(id, &reader)
            }
        default:
            try reader.skipValue(depth: 2)
        }
    }

    /// Reads one entrant's list of fixed-win prices: each number in the range of a price is kept,
    /// anything else in the list is passed over (a point of history, not an entry of the card);
    /// a second list for the same entrant is skipped and counted.
    private mutating func readFluctuations(_ id: String, _ reader: inout JSONReader) throws(JSONReader
        .SyntaxError)
    {
        guard try reader.nextKind() == .array, fluctuations[id] == nil else {
            if fluctuations[id] != nil { skippedCount += 1 }
            return try reader.skipValue(depth: 3)
        }
        var prices: [Double] = []
        try reader.readArray(depth: 3) { reader throws(JSONReader.SyntaxError) in
            guard
                let price = RaceCardLimits.checked(
                    try reader.readNumberIfPresent(depth: 4), in: RaceCardLimits.prices)
            else { return }
            if openings[id] == nil { openings[id] = price }
            // Only the latest are kept, so a list of any length takes bounded room.
            if prices.count == RaceCardLimits.fluctuationCount { prices.removeFirst() }
            prices.append(price)
        }
        fluctuations[id] = prices
    }

    /// Reads an object of objects at depth 2, calling `member` with each key; a value that is not
    /// an object map is passed over.
    private static func readMap(
        _ reader: inout JSONReader,
        _ member: (inout JSONReader, String) throws(JSONReader.SyntaxError) -> Void
    ) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else { return try reader.skipValue(depth: 2) }
        try reader.readObject(depth: 2, member)
    }

    /// Reads the members of the object at depth 3, or passes over a value that is not one.
    private static func readFields(
        _ reader: inout JSONReader, _ field: (inout JSONReader, String) throws(JSONReader.SyntaxError) -> Void
    ) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else { return try reader.skipValue(depth: 3) }
        try reader.readObject(depth: 3, field)
    }

    private static func readRace(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) -> RaceEntry {
        var race = RaceEntry()
        try readFields(&reader) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "id": race.id = try reader.readStringIfPresent(depth: 4)
            case "name": race.name = try reader.readStringIfPresent(depth: 4)
            case "number":
                race.number = RaceCardLimits.checked(
                    try reader.readIntegerIfPresent(depth: 4), in: RaceCardLimits.smallNumbers)
            case "advertised_start": race.advertisedStart = try readDate(&reader)
            case "actual_start": race.actualStart = try readDate(&reader)
            case "meeting_id": race.meetingID = try reader.readStringIfPresent(depth: 4)
            case "additional_info": race.form = try RaceForm(reading: &reader, depth: 4)
            default: try reader.skipValue(depth: 4)
            }
        }
        return race
    }

    /// A `{"seconds": …}` time at `depth`, when it is in range.
    static func readDate(_ reader: inout JSONReader, depth: Int = 4) throws(JSONReader.SyntaxError) -> Date? {
        RaceCardLimits.checked(
            try reader.readNumberMember("seconds", depth: depth), in: RaceCardLimits.epochSeconds
        )
        .map(Date.init(timeIntervalSince1970:))
    }

    private static func readMeeting(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) -> MeetingEntry
    {
        var meeting = MeetingEntry()
        try readFields(&reader) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "name": meeting.name = try reader.readStringIfPresent(depth: 4)
            case "category_id": meeting.categoryID = try reader.readStringIfPresent(depth: 4)
            case "venue_id": meeting.venueID = try reader.readStringIfPresent(depth: 4)
            case "state": meeting.state = try reader.readStringIfPresent(depth: 4)
            case "country": meeting.country = try reader.readStringIfPresent(depth: 4)
            default: try reader.skipValue(depth: 4)
            }
        }
        return meeting
    }

    private static func readMarket(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) -> MarketEntry {
        var market = MarketEntry()
        try readFields(&reader) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "name": market.name = try reader.readStringIfPresent(depth: 4)
            case "race_id": market.raceID = try reader.readStringIfPresent(depth: 4)
            case "market_status_id": market.statusID = try reader.readStringIfPresent(depth: 4)
            case "entrant_ids": market.entrantIDs = try reader.readStrings(depth: 4)
            default: try reader.skipValue(depth: 4)
            }
        }
        return market
    }

    /// What one `odds` object says.
    enum Odds {
        /// A decimal price in range.
        case price(Double)
        /// No price: the numerator is left out (or zero).
        case none
        /// Malformed or out of range.
        case invalid
    }

    /// Reads the price keyed `<entrant id>:<product id>:` when the product is the fixed win or
    /// place; other products are passed over unread.
    private mutating func readPrice(_ key: String, _ reader: inout JSONReader) throws(JSONReader.SyntaxError)
    {
        let parts = key.split(separator: ":", omittingEmptySubsequences: false)
        let isWin = parts.count >= 2 && parts[1] == Self.fixedWinProduct
        let isPlace = parts.count >= 2 && parts[1] == Self.fixedPlaceProduct
        guard isWin || isPlace else { return try reader.skipValue(depth: 3) }
        let entrantID = String(parts[0])
        let odds =
            try reader.readMember("odds", depth: 3) { reader, depth throws(JSONReader.SyntaxError) in
                try Self.readOdds(&reader, depth: depth)
            } ?? .invalid
        var entry = prices[entrantID] ?? Prices()
        switch odds {
        case .price(let price) where (isWin ? entry.win : entry.place) == nil:
            if isWin { entry.win = price } else { entry.place = price }
            prices[entrantID] = entry
        case .none:
            break
        case .price, .invalid:
            // Malformed, out of range, or a second price for the same runner and product.
            skippedCount += 1
        }
    }

    /// The decimal price `1 + numerator / denominator` of an `odds` object.
    private static func readOdds(_ reader: inout JSONReader, depth: Int) throws(JSONReader.SyntaxError)
        -> Odds
    {
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: depth)
            return .invalid
        }
        var numerator: Double?
        var denominator: Double?
        var hasNumerator = false
        try reader.readObject(depth: depth) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "numerator":
                hasNumerator = true
                numerator = try reader.readNumberIfPresent(depth: depth + 1)
            case "denominator": denominator = try reader.readNumberIfPresent(depth: depth + 1)
            default: try reader.skipValue(depth: depth + 1)
            }
        }
        guard hasNumerator, numerator != 0 else { return .none }
        guard let numerator, let denominator, numerator.isFinite, numerator > 0, denominator.isFinite,
            denominator > 0,
            let price = RaceCardLimits.checked(1 + numerator / denominator, in: RaceCardLimits.prices)
        else { return .invalid }
        return .price(price)
    }

    private mutating func readResult(_ key: String, _ reader: inout JSONReader) throws(JSONReader.SyntaxError)
    {
        var entrantID: String?
        var position: Int?
        var margin: Double?
        var isObject = false
        try Self.readFields(&reader) { reader, field throws(JSONReader.SyntaxError) in
            isObject = true
            switch field {
            case "entrant_id": entrantID = try reader.readStringIfPresent(depth: 4)
            case "position":
                position = RaceCardLimits.checked(
                    try reader.readIntegerIfPresent(depth: 4), in: RaceCardLimits.smallNumbers)
            case "margin":
                margin = RaceCardLimits.checked(
                    try reader.readNumberMember("value", depth: 4), in: RaceCardLimits.margins)
            default: try reader.skipValue(depth: 4)
            }
        }
        let id = entrantID ?? key
        guard isObject, let position, results[id] == nil else {
            skippedCount += 1
            return
        }
        results[id] = ResultEntry(position: position, margin: margin)
    }
}
