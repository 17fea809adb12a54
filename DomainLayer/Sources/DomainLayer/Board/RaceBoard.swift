import Foundation

/// The rules that decide which races are on the board and in what order.
public enum RaceBoard {
    /// How long a race stays on the board after its advertised start.
    public static let dropAfterStart: Duration = .seconds(60)

    /// The moment `race` leaves the board.
    public static func dropDeadline(of race: Race) -> Date {
        race.advertisedStart.addingTimeInterval(TimeInterval(dropAfterStart.components.seconds))
    }

    /// Whether `race` is still on the board at `now`.
    public static func isShown(_ race: Race, at now: Date) -> Bool {
        now < dropDeadline(of: race)
    }

    /// Orders by advertised start, then meeting name, race number and id, so equal start times
    /// keep one order from one refresh to the next.
    public static func areInStartOrder(_ lhs: Race, _ rhs: Race) -> Bool {
        if lhs.advertisedStart != rhs.advertisedStart {
            return lhs.advertisedStart < rhs.advertisedStart
        }
        if lhs.meetingName != rhs.meetingName { return lhs.meetingName < rhs.meetingName }
        if lhs.raceNumber != rhs.raceNumber { return lhs.raceNumber < rhs.raceNumber }
        return lhs.id < rhs.id
    }

    /// The first `limit` races of `races` that pass `filter` and `countries` and are shown at
    /// `now`, in start order, with starred meetings' races placed as `stars` says. Showing only
    /// starred races, the limit applies after the star filter, so the board still fills when there
    /// are enough; starred first, the board's races are those it shows without stars, reordered.
    public static func top(
        _ limit: Int, of races: [Race], matching filter: CategoryFilter, countries: CountryFilter = .all,
        stars: StarPreferences = .none, at now: Date
    ) -> [Race] {
        let shown = races.lazy.filter {
            filter.includes($0.category) && countries.includes($0) && isShown($0, at: now)
        }
        switch stars.placement {
        case .inStartOrder:
            return first(limit, inStartOrderOf: shown)
        case .only:
            return first(limit, inStartOrderOf: shown.filter(stars.isStarred))
        case .first:
            let board = first(limit, inStartOrderOf: shown)
            return board.filter(stars.isStarred) + board.filter { !stars.isStarred($0) }
        }
    }

    /// The first `limit` of `races` in start order, found in one pass without sorting the rest:
    /// a board shows a handful of the hundreds of races a feed can hold.
    static func first(_ limit: Int, inStartOrderOf races: some Sequence<Race>) -> [Race] {
        guard limit > 0 else { return [] }
        var first: [Race] = []
        first.reserveCapacity(limit + 1)
        for race in races where first.count < limit || areInStartOrder(race, first[first.count - 1]) {
            first.insert(race, at: first.firstIndex { areInStartOrder(race, $0) } ?? first.count)
            if first.count > limit { first.removeLast() }
        }
        return first
    }
}
