import Foundation

extension RaceBoard {
    /// One group for each category `filter` shows, in the canonical order, each holding its own
    /// first `limit` races from `countries` shown at `now`, in start order, starred meetings'
    /// races placed inside the group as `stars` says.
    public static func groups(
        _ limit: Int, of races: [Race], matching filter: CategoryFilter, countries: CountryFilter = .all,
        stars: StarPreferences = .none, at now: Date
    ) -> [RaceGroup] {
        filter.shownCategories.map { category in
            RaceGroup(
                category: category,
                races: top(
                    limit, of: races, matching: CategoryFilter([category]), countries: countries,
                    stars: stars,
                    at: now))
        }
    }

    /// The races on a board laid out as `layout`: the flat board's `top` races, or each group's
    /// races one group after the other.
    public static func shown(
        _ limit: Int, of races: [Race], matching filter: CategoryFilter, countries: CountryFilter = .all,
        stars: StarPreferences, layout: BoardLayout, at now: Date
    ) -> [Race] {
        switch layout {
        case .flat:
            top(limit, of: races, matching: filter, countries: countries, stars: stars, at: now)
        case .byCategory:
            groups(limit, of: races, matching: filter, countries: countries, stars: stars, at: now)
                .flatMap(\.races)
        }
    }

    /// Whether a board showing `shown` falls short of `limit` rows: a board laid out by category
    /// is short when any of its groups is.
    public static func isShort(
        _ shown: [Race], limit: Int, filter: CategoryFilter, layout: BoardLayout
    ) -> Bool {
        switch layout {
        case .flat:
            shown.count < limit
        case .byCategory:
            RaceGroup.split(shown, into: filter.shownCategories).contains { $0.races.count < limit }
        }
    }

    /// How many rows a board laid out as `layout` for `filter` wants in all: the smallest feed
    /// request that could fill it.
    static func rowsWanted(limit: Int, filter: CategoryFilter, layout: BoardLayout) -> Int {
        switch layout {
        case .flat: limit
        case .byCategory: limit * filter.shownCategories.count
        }
    }
}
