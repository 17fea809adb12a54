import Foundation
import SharedUtils

/// What the board holds at one moment.
public struct NextRacesSnapshot: Sendable, Equatable {
    /// The races on the board, in start order, at most `limit`; laid out by category, each
    /// group's races one group after the other.
    public var races: [Race]
    /// The filter the board is for.
    public var filter: CategoryFilter
    /// The countries the board's races come from.
    public var countries: CountryFilter
    /// The starred meetings and where the board puts their races.
    public var stars: StarPreferences
    /// How many rows the board wants; laid out by category, how many each group wants.
    public var limit: Int
    /// Whether the races are one list or grouped by category.
    public var layout: BoardLayout
    /// When this board was worked out.
    public var takenAt: Date
    /// When races last arrived from the feed; nil until the first success.
    public var updatedAt: Date?
    /// The last fetch's error while it is unresolved; the races are then stale.
    public var failure: FetchFailure?
    /// When the next retry is due, while failing.
    public var nextRetryAt: Date?
    /// How many entries the last good response left out.
    public var skippedCount: Int
    /// The `--country` codes no race of the chosen categories on the board is from, with the
    /// codes that are there; empty when every chosen code matches or every country is chosen.
    public var countryMisses: [CountryMiss] = []
    /// True when a fetch starts right after this snapshot, such as after a refresh or a filter
    /// that leaves the board short.
    public var isRefreshing: Bool
    /// The route the races came from.
    public var route: RaceFeedRoute
    /// Where the races came from: the live API or the demo's recording.
    public var origin: FeedOrigin

    /// Creates a snapshot from its parts.
    public init(
        races: [Race], filter: CategoryFilter, countries: CountryFilter = .all, limit: Int, takenAt: Date,
        updatedAt: Date?,
        failure: FetchFailure? = nil, nextRetryAt: Date? = nil, skippedCount: Int = 0,
        isRefreshing: Bool = false, stars: StarPreferences = .none, layout: BoardLayout = .flat,
        route: RaceFeedRoute = .nextRaces, origin: FeedOrigin = .live
    ) {
        self.route = route
        self.origin = origin
        self.races = races
        self.filter = filter
        self.countries = countries
        self.stars = stars
        self.limit = limit
        self.layout = layout
        self.takenAt = takenAt
        self.updatedAt = updatedAt
        self.failure = failure
        self.nextRetryAt = nextRetryAt
        self.skippedCount = skippedCount
        self.isRefreshing = isRefreshing
    }

    /// True when the last fetch failed, so the races may be out of date.
    public var isStale: Bool { failure != nil }

    /// True when the feed could not fill the board, or any of its groups.
    public var isShort: Bool {
        RaceBoard.isShort(races, limit: limit, filter: filter, layout: layout)
    }

    /// The races in one group per category the filter shows, in the canonical order; nil when the
    /// board is one list.
    public var groups: [RaceGroup]? {
        layout == .byCategory ? RaceGroup.split(races, into: filter.shownCategories) : nil
    }
}
