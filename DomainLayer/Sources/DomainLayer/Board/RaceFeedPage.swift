/// The races one fetch brought back.
public struct RaceFeedPage: Sendable, Equatable {
    /// The races the feed listed that the app understands, in feed order.
    public var races: [Race]
    /// How many entries were left out as malformed, of an unknown category, or missing.
    public var skippedCount: Int
    /// The route the races came from.
    public var route: RaceFeedRoute
    /// The categories the races were asked for on a route that asks per category; nil when the
    /// page holds every category's next races.
    public var coveredCategories: Set<RaceCategory>?

    /// Creates a page from its parts.
    public init(
        races: [Race], skippedCount: Int = 0, route: RaceFeedRoute = .nextRaces,
        coveredCategories: Set<RaceCategory>? = nil
    ) {
        self.races = races
        self.skippedCount = skippedCount
        self.route = route
        self.coveredCategories = coveredCategories
    }
}
