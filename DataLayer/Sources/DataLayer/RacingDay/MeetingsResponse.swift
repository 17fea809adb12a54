import Foundation

/// A decoded meetings response (`GET /v2/racing/meeting`): the meetings that made sense, each
/// with its races, and counts of what had to be left out.
public struct MeetingsResponse: Sendable, Equatable {
    /// The usable meetings, in the order the API files them.
    public var meetings: [MeetingSummary]
    /// Meetings that were malformed or lacked a name or a category.
    public var skippedMeetingCount: Int
    /// Races that were malformed, lacked an id or a usable start, repeated a race, or belonged to
    /// no usable meeting; plus race ids a meeting lists that name no race.
    public var skippedRaceCount: Int
    /// Compound bets (quadrellas and the like) that were malformed or belonged to no meeting.
    public var skippedCompoundCount: Int

    /// Creates a response from its parts.
    public init(
        meetings: [MeetingSummary], skippedMeetingCount: Int = 0, skippedRaceCount: Int = 0,
        skippedCompoundCount: Int = 0
    ) {
        self.meetings = meetings
        self.skippedMeetingCount = skippedMeetingCount
        self.skippedRaceCount = skippedRaceCount
        self.skippedCompoundCount = skippedCompoundCount
    }

    /// Everything left out, for `--verbose`.
    public var skippedCount: Int {
        skippedMeetingCount + skippedRaceCount + skippedCompoundCount
    }
}

/// One meeting of a racing day, as the API describes it, joined with its venue and races.
public struct MeetingSummary: Sendable, Equatable {
    /// The meeting's id.
    public var id: String
    /// The meeting's name, such as "Happy Valley".
    public var name: String
    /// The category id (horse, greyhound or harness, as a UUID string).
    public var categoryID: String
    /// The racing date the API files the meeting under (`advertised_date`), when given.
    public var date: String?
    /// The venue's name, when given.
    public var venueName: String?
    /// The meeting's (else the venue's) state, when given.
    public var venueState: String?
    /// The meeting's (else the venue's) country code, when given.
    public var venueCountry: String?
    /// The state of the track, such as `Good`, when given.
    public var trackCondition: String?
    /// The weather, such as `FINE`, when given.
    public var weather: String?
    /// The meeting's usable races, in the order the meeting lists them.
    public var races: [MeetingRaceSummary]
    /// The meeting's compound bets, such as its quadrella.
    public var compounds: [CompoundSummary]

    /// Creates a meeting from its parts.
    public init(
        id: String, name: String, categoryID: String, date: String? = nil, venueName: String? = nil,
        venueState: String? = nil, venueCountry: String? = nil, trackCondition: String? = nil,
        weather: String? = nil, races: [MeetingRaceSummary] = [], compounds: [CompoundSummary] = []
    ) {
        self.id = id
        self.name = name
        self.categoryID = categoryID
        self.date = date
        self.venueName = venueName
        self.venueState = venueState
        self.venueCountry = venueCountry
        self.trackCondition = trackCondition
        self.weather = weather
        self.races = races
        self.compounds = compounds
    }
}

/// One race of a meeting, as the meetings response describes it.
public struct MeetingRaceSummary: Sendable, Equatable {
    /// The race's id, by which its card is fetched.
    public var id: String
    /// The race's name; empty when the API leaves it out.
    public var name: String
    /// The race's number within its meeting; nil when missing or outside 1 to 99 (specials such
    /// as "Watch This Place" have none).
    public var number: Int?
    /// The advertised start, within `RaceSummary.plausibleStarts`.
    public var advertisedStart: Date
    /// The race's state, from `main_market_status_id`.
    public var status: RaceStatus
    /// The placed runners' numbers by place, from `results_display` (`"9,2,8"` is
    /// `[[9], [2], [8]]`; a dead heat, `"5,7/6,4"`, shares a place: `[[5], [7, 6], [4]]`);
    /// empty when the race has none or they do not read.
    public var placings: [[Int]]

    /// Creates a race from its parts.
    public init(
        id: String, name: String, number: Int?, advertisedStart: Date,
        status: RaceStatus = .unknown, placings: [[Int]] = []
    ) {
        self.id = id
        self.name = name
        self.number = number
        self.advertisedStart = advertisedStart
        self.status = status
        self.placings = placings
    }
}

/// A bet over several races of one meeting, such as a quadrella.
public struct CompoundSummary: Sendable, Equatable {
    /// The bet's name as the API gives it, such as `Quadrella` or `RunningDouble`.
    public var name: String
    /// The ids of its races, in order.
    public var raceIDs: [String]

    /// Creates a compound bet from its parts.
    public init(name: String, raceIDs: [String]) {
        self.name = name
        self.raceIDs = raceIDs
    }
}
