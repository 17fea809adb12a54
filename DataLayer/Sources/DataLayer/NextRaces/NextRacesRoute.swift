/// The routes of the racing API that can fill the board, in the order they are tried.
public enum NextRacesRoute: Sendable, Hashable, CaseIterable {
    /// `rest/v1/racing/?method=nextraces`: the next races across all categories, wrapped in
    /// `status` and `data`.
    case nextRaces
    /// `v2/racing/next-races-category-group`: the next races of each category asked for, as the
    /// Neds and Ladbrokes sites ask for them.
    case categoryGroup
    /// `v2/racing/meeting`: the racing day's meetings, whose races not yet jumped are the next
    /// races.
    case racingDay

    /// The route's path and method as the API spells them, for messages and `doctor`.
    public var path: String {
        switch self {
        case .nextRaces: "rest/v1/racing/?method=nextraces"
        case .categoryGroup: "v2/racing/next-races-category-group"
        case .racingDay: "v2/racing/meeting"
        }
    }

}
