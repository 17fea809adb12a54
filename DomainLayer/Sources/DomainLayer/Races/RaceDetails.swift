/// What the feed tells about a race beyond when and where it runs, safe to print; each part is nil
/// when the feed does not publish it.
public struct RaceDetails: Sendable, Hashable {
    /// The race's length, in `distanceUnit`s.
    public let distance: Int?
    /// The unit of `distance`, such as `m`.
    public let distanceUnit: String?
    /// The state of the track, such as `Good 4`.
    public let trackCondition: String?
    /// The weather, such as `FINE`.
    public let weather: String?
    /// The class of race, such as `Grade 5`.
    public let raceClass: String?
    /// How the race starts, such as `Mobile`.
    public let startType: String?
    /// The total prize money, in Australian dollars.
    public let prizeMoney: Double?
    /// The tipster's comment on the race.
    public let comment: String?

    /// Creates details from their parts.
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
