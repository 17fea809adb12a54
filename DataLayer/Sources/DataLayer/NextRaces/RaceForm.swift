/// What the feed says about a race beyond its start (`race_summaries.<id>.race_form`), each part
/// nil when the feed leaves it out, as it often does.
public struct RaceForm: Sendable, Hashable {
    /// The race's length, in `distanceUnit`s.
    public var distance: Int?
    /// The unit of `distance`, such as `m`.
    public var distanceUnit: String?
    /// The state of the track, such as `Good 4`.
    public var trackCondition: String?
    /// The weather, such as `FINE`.
    public var weather: String?
    /// The class of race, such as `NW750PSLC` or `Grade 5`.
    public var raceClass: String?
    /// How the race starts, such as `Mobile` or `Standing`.
    public var startType: String?
    /// The total prize money, in the feed's currency (Australian dollars for Neds); always in
    /// `plausiblePrizeMoney` when decoded.
    public var prizeMoney: Double?
    /// The tipster's comment on the race.
    public var comment: String?

    /// The prize money a decoded form may have: none up to a billion dollars. The richest races
    /// offer tens of millions; anything outside this is a feed error, and as large a number as
    /// `1e300` cannot be shown as whole dollars, so it is left out as not published.
    public static let plausiblePrizeMoney: ClosedRange<Double> = 0...1_000_000_000

    /// Creates a form from its parts.
    public init(
        distance: Int? = nil, distanceUnit: String? = nil, trackCondition: String? = nil,
        weather: String? = nil, raceClass: String? = nil, startType: String? = nil,
        prizeMoney: Double? = nil, comment: String? = nil
    ) {
        self.distance = distance
        self.distanceUnit = distanceUnit
        self.trackCondition = trackCondition
        self.weather = weather
        self.raceClass = raceClass
        self.startType = startType
        self.prizeMoney = prizeMoney
        self.comment = comment
    }
}
