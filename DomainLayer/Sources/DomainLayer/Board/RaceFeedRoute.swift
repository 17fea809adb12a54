import DataLayer

/// Which of the racing API's routes a board's races came from, tried in this order.
public enum RaceFeedRoute: Sendable, Hashable {
    /// The next-races route the program was built on (`rest/v1/racing/?method=nextraces`).
    case nextRaces
    /// The v2 next-races route the Neds and Ladbrokes sites use, asked per category.
    case categoryGroup
    /// The racing day's meetings, whose races not yet jumped are the next races.
    case racingDay

    /// The route's path as the API spells it, for `--verbose` and `doctor`.
    public var path: String { wire.path }

    /// The wire's name for the route.
    var wire: NextRacesRoute {
        switch self {
        case .nextRaces: .nextRaces
        case .categoryGroup: .categoryGroup
        case .racingDay: .racingDay
        }
    }

    /// The domain's name for the wire's `route`.
    init(_ route: NextRacesRoute) {
        self =
            switch route {
            case .nextRaces: .nextRaces
            case .categoryGroup: .categoryGroup
            case .racingDay: .racingDay
            }
    }
}
