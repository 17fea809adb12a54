import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import DomainLayer
@testable import NextToGoCLI
@testable import PresentationLayer

/// A simulated day of watch mode on a manual clock: polls, drops, top-ups, and faults coming and
/// going, with the board and the rendered screen checked at every second.
@Suite(.timeLimit(.minutes(3))) struct SoakTests {
    /// An endless synthetic feed: a race every 90 seconds, categories in turn, some starts shared,
    /// with outages, rate limits and garbage at set hours.
    private struct SyntheticFeed: Sendable {
        let origin: Date
        let clock: ManualClock

        func races(upTo count: Int) -> [Race] {
            let now = clock.date
            let first = max(0, Int((now.timeIntervalSince(origin) - 120) / 90))
            return (first..<first + count).map { index in
                // Every fifth race shares its start with the one before, to exercise ties.
                let slot = index - (index % 5 == 4 ? 1 : 0)
                return Race(
                    id: "race-\(index)", category: RaceCategory.allCases[index % 3],
                    meetingName: "Meeting \(index % 7)", raceNumber: index % 12 + 1, raceName: "",
                    advertisedStart: origin.addingTimeInterval(Double(slot) * 90 + 600))
            }
        }

        /// The fault in force at `hour` of the day and `minute` within it.
        func fault(at elapsed: TimeInterval) throws(FetchFailure) {
            let hour = Int(elapsed / 3_600)
            let minute = Int(elapsed.truncatingRemainder(dividingBy: 3_600) / 60)
            switch (hour % 6, minute) {
            case (1, 10..<40): throw .unreachable(host: "api.neds.com.au")
            case (3, 0..<15): throw .httpStatus(429, retryAfter: .delay(.seconds(120)))
            case (4, 20..<25): throw .invalidResponse(reason: "the body is not JSON")
            case (5, 30..<50): throw .timedOut(host: "api.neds.com.au")
            default: return
            }
        }
    }

    @Test func aDayOfWatchKeepsEveryInvariantAtEverySecond() async throws {
        let clock = ManualClock()
        let origin = clock.date
        let feed = SyntheticFeed(origin: origin, clock: clock)
        let repository = StubRacesRepository { count throws(FetchFailure) in
            try feed.fault(at: clock.date.timeIntervalSince(origin))
            return RaceFeedPage(races: feed.races(upTo: count))
        }
        let filter = CategoryFilter([.horse, .greyhound])
        var board = NextRacesBoardState(
            repository: repository, clock: clock, dates: clock.dates, schedule: NextRacesSchedule(),
            filter: filter, stars: .none, limit: 5)
        let presenter = BoardPresenter(timeZone: TimeZone(identifier: "UTC")!)
        let layout = WatchScreenLayout(usesColor: true)
        let size = ScreenSize(columns: 80, rows: 24)

        await board.update()
        var staleSeconds = 0
        for second in 1...86_400 {
            clock.move(by: .seconds(1))
            if clock.now >= board.nextWake() {
                await board.update()
            }
            let now = clock.date
            let snapshot = board.snapshot()
            let races = snapshot.races

            #expect(races.count <= 5)
            #expect(races == races.sorted(by: RaceBoard.areInStartOrder), "sorted at \(second) s")
            #expect(
                races.allSatisfy { RaceBoard.isShown($0, at: now) }, "nothing past its drop at \(second) s")
            #expect(races.allSatisfy { filter.includes($0.category) })
            if snapshot.isStale {
                staleSeconds += 1
            } else {
                #expect(races.count == 5, "a full board while the feed is up, at \(second) s")
            }
            if second % 60 == 0 {
                let frame = layout.frame(
                    for: presenter.screenState(for: snapshot, at: now),
                    chrome: .init(
                        racesDescription: filter.racesDescription, clockText: "", isRefreshing: false),
                    size: size, limit: 5
                ).map(\.text)
                #expect(frame.count <= size.rows)
                let saysStale = frame.contains {
                    $0.contains("showing races from") || $0.hasPrefix("Cannot show races")
                }
                #expect(snapshot.isStale == saysStale, "the screen never shows stale races as fresh")
            }
        }

        #expect(staleSeconds > 3_600, "the faults were really felt")
        let requests = repository.requestedCounts.count
        #expect(requests < 2_000, "\(requests) requests in a day")
        #expect(requests >= 288, "at least one poll every 5 minutes")
    }
}
