import Foundation

/// A decoded race card (`method=racecard`): the race, its meeting, its field with fixed prices and
/// results joined in, and a count of what had to be left out.
public struct RaceCardResponse: Sendable, Equatable {
    /// The race's own facts.
    public var race: RaceCardRace
    /// The meeting's name, such as "Bendigo"; empty when the card names no meeting.
    public var meetingName: String
    /// The meeting's category id (horse, greyhound or harness, as a UUID string); empty when none.
    public var categoryID: String
    /// The venue's name, state and country code, each when given.
    public var venueName: String?, venueState: String?, venueCountry: String?
    /// The state of the race's `Final Field` market; `unknown` when there is no such market.
    public var status: RaceStatus
    /// The runners the `Final Field` market lists, in its order, each once.
    public var entrants: [RaceCardEntrant]
    /// Entrants, prices and results that were malformed, out of range or repeated, plus listed
    /// entrants with no usable entry.
    public var skippedCount: Int
    /// True when the prices are a recording's, replayed by the demo, not a bookmaker's now.
    public var replaysRecordedPrices: Bool
    /// In the demo, once the race is run, its placings as its day was recorded: the runners'
    /// numbers in each place. The card's field is another race's, so it places no runner itself.
    /// Empty for a live card, whose entrants carry their positions.
    public var recordedPlacings: [[Int]]

    /// Creates a response from its parts.
    public init(
        race: RaceCardRace, meetingName: String = "", categoryID: String = "", venueName: String? = nil,
        venueState: String? = nil, venueCountry: String? = nil, status: RaceStatus = .unknown,
        entrants: [RaceCardEntrant] = [], skippedCount: Int = 0, replaysRecordedPrices: Bool = false,
        recordedPlacings: [[Int]] = []
    ) {
        self.race = race
        self.meetingName = meetingName
        self.categoryID = categoryID
        self.venueName = venueName
        self.venueState = venueState
        self.venueCountry = venueCountry
        self.status = status
        self.entrants = entrants
        self.skippedCount = skippedCount
        self.replaysRecordedPrices = replaysRecordedPrices
        self.recordedPlacings = recordedPlacings
    }
}

/// One race as a race card describes it (`data.races.<id>`).
public struct RaceCardRace: Sendable, Equatable {
    /// The race's id.
    public var id: String
    /// The race's name; empty when the card leaves it out.
    public var name: String
    /// The race's number within its meeting, from 1 to 99.
    public var number: Int
    /// The advertised start.
    public var advertisedStart: Date
    /// When the race actually started, when the card says.
    public var actualStart: Date?
    /// Distance, track, weather and comment (`additional_info`, shaped like a next-races form).
    public var form: RaceForm?

    /// Creates a race from its parts.
    public init(
        id: String, name: String, number: Int, advertisedStart: Date, actualStart: Date? = nil,
        form: RaceForm? = nil
    ) {
        self.id = id
        self.name = name
        self.number = number
        self.advertisedStart = advertisedStart
        self.actualStart = actualStart
        self.form = form
    }
}

/// One runner of a race card (`data.entrants.<id>`), with its fixed prices and its result.
public struct RaceCardEntrant: Sendable, Equatable {
    /// The entrant's id.
    public var id: String
    /// The runner's number (its saddlecloth or rug), from 1 to 99.
    public var number: Int
    /// The runner's name.
    public var name: String
    /// The barrier or box, from 1 to 99; nil when the card gives none (or zero).
    public var barrier: Int?
    /// Whether the runner is scratched.
    public var isScratched: Bool
    /// Whether the runner is an emergency.
    public var isEmergency: Bool
    /// When the runner was scratched, when the card says.
    public var scratchTime: Date?
    /// The jockey or driver (`riderOrDriver`, else `jockey` when it is text).
    public var rider: String?
    /// The trainer.
    public var trainer: String?
    /// The last starts, most recent last, such as `1973330186`.
    public var lastStarts: String?
    /// The handicap weight in kilograms, above 0 and at most 200; nil when none.
    public var weight: Double?
    /// The tipster's comment on the runner.
    public var comment: String?
    /// The fixed win price as a decimal, such as 7.0; nil when none.
    public var winPrice: Double?
    /// The fixed place price as a decimal; nil when none.
    public var placePrice: Double?
    /// The fixed win prices the feed lists for the runner (`price_fluctuations`), oldest first,
    /// each in range, the last `RaceCardLimits.fluctuationCount` at most; empty when none. The
    /// last is usually the current win price, but the list is kept as the feed gives it.
    public var winFluctuations: [Double]
    /// The first fixed win price the feed lists for the runner, the opening price, kept whatever
    /// the list's length; nil when the list has none in range.
    public var openingWinPrice: Double?
    /// The finishing position, 1 for the winner; nil when there is no result.
    public var position: Int?
    /// The margin to the winner, in lengths, when the result gives one.
    public var margin: Double?

    /// Creates an entrant from its parts.
    public init(
        id: String, number: Int, name: String, barrier: Int? = nil, isScratched: Bool = false,
        isEmergency: Bool = false, scratchTime: Date? = nil, rider: String? = nil, trainer: String? = nil,
        lastStarts: String? = nil, weight: Double? = nil, comment: String? = nil, winPrice: Double? = nil,
        placePrice: Double? = nil, winFluctuations: [Double] = [], openingWinPrice: Double? = nil,
        position: Int? = nil, margin: Double? = nil
    ) {
        self.id = id
        self.number = number
        self.name = name
        self.barrier = barrier
        self.isScratched = isScratched
        self.isEmergency = isEmergency
        self.scratchTime = scratchTime
        self.rider = rider
        self.trainer = trainer
        self.lastStarts = lastStarts
        self.weight = weight
        self.comment = comment
        self.winPrice = winPrice
        self.placePrice = placePrice
        self.winFluctuations = winFluctuations
        self.openingWinPrice = openingWinPrice ?? winFluctuations.first
        self.position = position
        self.margin = margin
    }
}
