import Foundation
import SharedUtils

/// The mutable state behind one next-races board: the races in hand, the fetch history and the
/// timers, with the rules that move them on.
struct NextRacesBoardState<C: Clock<Duration>>: Sendable {
    let repository: any RacesRepository
    let clock: C
    let dates: DateSource
    let schedule: NextRacesSchedule
    let limit: Int
    private(set) var stars: StarPreferences
    let layout: BoardLayout
    private(set) var filter: CategoryFilter
    let countries: CountryFilter

    /// The last page the feed sent, less the races since dropped.
    private var page = RaceFeedPage(races: [])
    /// When the last page arrived; nil until the first.
    private var updatedAt: Date?
    /// Why the latest fetch failed; the races in hand are then stale.
    private var failure: FetchFailure?
    private var requestCount = 0
    private var lastAttempt: (instant: C.Instant, count: Int)?
    private var fetchSchedule: PollSchedule<C>
    private var nextResortAt: C.Instant

    init(
        repository: any RacesRepository, clock: C, dates: DateSource,
        schedule: NextRacesSchedule, filter: CategoryFilter, countries: CountryFilter = .all,
        stars: StarPreferences, limit: Int, layout: BoardLayout = .flat
    ) {
        self.repository = repository
        self.clock = clock
        self.dates = dates
        self.schedule = schedule
        self.filter = filter
        self.countries = countries
        self.stars = stars
        self.limit = max(1, limit)
        self.layout = layout
        nextResortAt = clock.now.advanced(by: schedule.resortInterval)
        fetchSchedule = PollSchedule(interval: schedule.pollInterval, backoff: schedule.backoff)
        requestCount = requestCounts[0]
    }

    /// The board as it stands now; `isRefreshing` says a fetch is about to start. A refresh asked
    /// for and waiting out `ManualRefresh.minimumGap` counts as under way too.
    func snapshot(isRefreshing: Bool = false) -> NextRacesSnapshot {
        let now = dates.now()
        var snapshot = NextRacesSnapshot(
            races: shownRaces(at: now), filter: filter, countries: countries, limit: limit, takenAt: now,
            updatedAt: updatedAt, failure: failure,
            nextRetryAt: fetchSchedule.retryAt.map {
                now.addingTimeInterval(clock.now.duration(to: $0).timeInterval)
            },
            skippedCount: page.skippedCount, isRefreshing: isRefreshing || fetchSchedule.isRefreshAsked,
            stars: stars, layout: layout, route: page.route, origin: repository.origin)
        if !countries.isAll {
            snapshot.countryMisses = countries.misses(
                among: pool.lazy.filter {
                    self.filter.includes($0.category) && RaceBoard.isShown($0, at: now)
                }
                .map(\.venue?.country))
        }
        return snapshot
    }

    /// The earliest of the next poll or retry, the next re-sort, the first shown race's drop and
    /// the end of the gap a refresh asked for waits out.
    func nextWake() -> C.Instant {
        var wake = min(nextResortAt, fetchSchedule.wake(at: clock.now))
        let now = dates.now()
        // Starred races first, or groups, put later races before earlier ones: wake for the earliest.
        if let firstDrop = shownRaces(at: now).lazy.map(RaceBoard.dropDeadline).min() {
            // The wake is never after the next re-sort, so a wait held to the re-sort interval
            // changes nothing, and keeps a far-off start within what a Duration can hold.
            let untilDrop = min(
                max(0, firstDrop.timeIntervalSince(now)), schedule.resortInterval.timeInterval)
            wake = min(wake, clock.now.advanced(by: .seconds(untilDrop)))
        }
        return wake
    }

    /// Takes in commands from a `NextRacesControl`.
    mutating func apply(_ commands: [NextRacesControl.Command]) {
        for command in commands {
            switch command {
            case .setFilter(let newFilter):
                filter = newFilter
                // More groups want more races: start the next fetch on their ladder.
                requestCount = max(requestCount, requestCounts[0])
                // Races asked for by category hold none of a category added: fetch them, with
                // the gap a refresh keeps, so keys pressed fast cannot flood the API.
                let wanted = newFilter.isAll ? Set(RaceCategory.allCases) : newFilter.categories
                if let covered = page.coveredCategories, !wanted.isSubset(of: covered) {
                    fetchSchedule.askRefresh()
                }
            case .setStarredMeetings(let meetings): stars.meetings = meetings
            case .refresh: fetchSchedule.askRefresh()
            }
        }
    }

    /// Does whatever is due now: a poll, retry or asked-for refresh, a re-sort, a top-up of a
    /// short board.
    mutating func update() async {
        let now = clock.now
        if now >= nextResortAt {
            nextResortAt = now.advanced(by: schedule.resortInterval)
        }
        if fetchSchedule.isDue(at: now) {
            // A poll due anyway answers a refresh asked for too.
            await fetch(count: requestCount)
        }
        let wallNow = dates.now()
        page.races.removeAll { !RaceBoard.isShown($0, at: wallNow) }
        await topUpIfShort()
    }

    /// Whether the next `update()` will fetch: a refresh was asked for, a poll or retry is due, or
    /// the board is short and may be topped up.
    func willFetchOnUpdate() -> Bool {
        if fetchSchedule.isDue(at: clock.now) { return true }
        guard failure == nil, let last = lastAttempt, isShort(at: dates.now()) else {
            return false
        }
        return !isFresh(last) || requestCounts.contains { $0 > last.count }
    }

    /// The feed counts a short board climbs through, smallest first, for the rows it wants now.
    private var requestCounts: [Int] {
        schedule.requestCounts(forLimit: RaceBoard.rowsWanted(limit: limit, filter: filter, layout: layout))
    }

    /// The races in hand.
    private var pool: [Race] { page.races }

    private func shownRaces(at now: Date) -> [Race] {
        RaceBoard.shown(
            limit, of: pool, matching: filter, countries: countries, stars: stars, layout: layout, at: now)
    }

    private func isShort(at now: Date) -> Bool {
        RaceBoard.isShort(shownRaces(at: now), limit: limit, filter: filter, layout: layout)
    }

    private func isFresh(_ attempt: (instant: C.Instant, count: Int)) -> Bool {
        attempt.instant.duration(to: clock.now) < schedule.freshness
    }

    /// Fetches at once while the board is short: first again at the current count if the last
    /// fetch has gone stale, then at ever larger counts until the board is full or the ladder
    /// ends. A failing feed is left to its retry schedule.
    private mutating func topUpIfShort() async {
        while !Task.isCancelled, failure == nil, isShort(at: dates.now()),
            let last = lastAttempt
        {
            if isFresh(last) {
                guard let larger = requestCounts.first(where: { $0 > last.count }) else { return }
                requestCount = larger
            }
            await fetch(count: requestCount)
        }
    }

    private mutating func fetch(count: Int) async {
        let startedAt = clock.now
        lastAttempt = (startedAt, count)
        fetchSchedule.fetchStarts(at: startedAt)
        do {
            page = try await repository.nextRaces(count: count, categories: filter.categories)
            page.races = Self.deduplicated(page.races)
            updatedAt = dates.now()
            failure = nil
            fetchSchedule.fetchSucceeded(startedAt: startedAt, endedAt: clock.now)
        } catch {
            guard error != .cancelled else { return }
            failure = error
            fetchSchedule.fetchFailed(at: clock.now, serverWait: error.retryDelay(from: dates.now()))
        }
    }

    private static func deduplicated(_ races: [Race]) -> [Race] {
        var seen = Set<String>()
        return races.filter { seen.insert($0.id).inserted }
    }
}
