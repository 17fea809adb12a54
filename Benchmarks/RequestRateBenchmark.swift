import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import Synchronization
import TestSupport

/// Section 5: the real next-races interactor run for a simulated day on a manual clock against
/// the demo's recorded feed, counting the requests it makes: the scheduled polls, and the top-ups
/// a short board asks for in between (when the races of the last page, less those that have
/// jumped, no longer fill it).
struct RequestRateBenchmark {
    /// The figures for one filter.
    struct Result {
        let filterName: String
        let hours: Int
        let requests: Int
        /// Requests that came sooner than a poll interval after the one before: top-ups.
        let topUps: Int
        let mostAtOnce: Int

        /// Requests on the poll's schedule, the first one included.
        var scheduledPolls: Int { requests - topUps }

        /// Requests per simulated hour.
        var requestsPerHour: Double { Double(requests) / Double(hours) }
    }

    let hours: Int

    /// Runs a day for each filter on the demo feed, every category (the richest) first, then one
    /// on a feed that can never fill the board, where the board keeps topping itself up.
    func run() async throws -> [Result] {
        var results: [Result] = []
        for (name, filter) in [
            ("all categories", CategoryFilter.all),
            ("horse, greyhound", CategoryFilter([.horse, .greyhound])),
            ("harness", CategoryFilter([.harness])),
        ] {
            let clock = ManualClock()
            let demo = try RecordedRacesService.builtIn(dates: clock.dates)
            results.append(await run(service: demo, clock: clock, filter: filter, name: name))
        }
        let clock = ManualClock()
        var dayWithoutHorses = try RecordedRacingDay.builtIn()
        dayWithoutHorses.meetings.removeAll { $0.categoryID == RaceCategory.horse.categoryID }
        let withoutHorses = RecordedRacesService(day: dayWithoutHorses, dates: clock.dates)
        results.append(
            await run(
                service: withoutHorses, clock: clock, filter: CategoryFilter([.horse]),
                name: "horse, on a feed with no horse races"))
        return results
    }

    private func run(service: RecordedRacesService, clock: ManualClock, filter: CategoryFilter, name: String)
        async -> Result
    {
        let repository = CountingRacesRepository(
            RacesServiceRepository(service: service), dates: clock.dates,
            pollInterval: NextRacesSchedule().pollInterval)
        let interactor = PollingNextRacesInteractor(
            repository: repository, clock: clock, dates: clock.dates)
        let snapshots = interactor.snapshots(
            for: filter, stars: .none, layout: .flat, limit: 5, control: NextRacesControl())
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in snapshots {}
            }
            await clock.advance(by: .seconds(hours * 3_600))
            group.cancelAll()
        }
        return Result(
            filterName: name, hours: hours, requests: repository.requests, topUps: repository.topUps,
            mostAtOnce: repository.mostAtOnce)
    }
}

/// A repository that passes requests on and counts them, the top-ups among them (those sooner
/// than `pollInterval` after the one before), and how many were ever in flight at once.
private final class CountingRacesRepository: RacesRepository, Sendable {
    private struct Tally {
        var requests = 0
        var topUps = 0
        var lastRequestAt: Date?
        var inFlight = 0
        var mostAtOnce = 0
    }

    private let base: any RacesRepository
    private let dates: DateSource
    private let pollInterval: TimeInterval
    private let tally = Mutex(Tally())

    init(_ base: any RacesRepository, dates: DateSource, pollInterval: Duration) {
        self.base = base
        self.dates = dates
        self.pollInterval = pollInterval.timeInterval
    }

    var requests: Int { tally.withLock { $0.requests } }
    var topUps: Int { tally.withLock { $0.topUps } }
    var mostAtOnce: Int { tally.withLock { $0.mostAtOnce } }

    func nextRaces(count: Int, categories: Set<RaceCategory>) async throws(FetchFailure) -> RaceFeedPage {
        let now = dates.now()
        tally.withLock { tally in
            tally.requests += 1
            if let last = tally.lastRequestAt, now.timeIntervalSince(last) < pollInterval {
                tally.topUps += 1
            }
            tally.lastRequestAt = now
            tally.inFlight += 1
            tally.mostAtOnce = max(tally.mostAtOnce, tally.inFlight)
        }
        defer { tally.withLock { $0.inFlight -= 1 } }
        return try await base.nextRaces(count: count, categories: categories)
    }
}
