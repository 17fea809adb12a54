import Foundation

/// A race that is yet to jump or has just jumped.
public struct Race: Sendable, Hashable, Identifiable {
    /// The longest race id worth asking for: the feed's ids are 36 characters (the demo's add a
    /// day number), while a server refuses a URL many thousands long with an error that would
    /// blame the API root.
    public static let longestID = 100

    /// Whether `id` is at most `longestID` Unicode scalars, looking at no more than that many: a
    /// feed's id keeps to the bound a typed one has (real ids are ASCII, where the two counts
    /// agree), and one of megabytes is refused as fast as a short one.
    public static func isWithinIDBound(_ id: String) -> Bool {
        let scalars = id.unicodeScalars
        return scalars.index(scalars.startIndex, offsetBy: longestID, limitedBy: scalars.endIndex)
            .map { $0 == scalars.endIndex } ?? true
    }

    /// The race's id in the feed.
    public let id: String
    /// Horse, greyhound or harness.
    public let category: RaceCategory
    /// The meeting's name, such as "Shepparton", safe to print.
    public let meetingName: String
    /// The race's number within its meeting.
    public let raceNumber: Int
    /// The race's name, safe to print; may be empty.
    public let raceName: String
    /// When the race is advertised to start.
    public let advertisedStart: Date
    /// Where the race is run, when the feed says.
    public let venue: Venue?
    /// The race's form, safe to print, when the feed was read for it; nil otherwise. Each part
    /// is nil when the feed does not publish it.
    public let details: RaceForm?

    /// Creates a race from its parts.
    public init(
        id: String, category: RaceCategory, meetingName: String, raceNumber: Int,
        raceName: String, advertisedStart: Date, venue: Venue? = nil, details: RaceForm? = nil
    ) {
        self.id = id
        self.category = category
        self.meetingName = meetingName
        self.raceNumber = raceNumber
        self.raceName = raceName
        self.advertisedStart = advertisedStart
        self.venue = venue
        self.details = details
    }
}

/// Where a race is run.
public struct Venue: Sendable, Hashable {
    /// The venue's name.
    public let name: String?
    /// The state or region.
    public let state: String?
    /// The country code, such as AUS or UK.
    public let country: String?

    /// Creates a venue from its parts.
    public init(name: String?, state: String?, country: String?) {
        self.name = name
        self.state = state
        self.country = country
    }
}
