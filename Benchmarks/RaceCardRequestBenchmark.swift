import DataLayer
import DomainLayer
import Foundation
import Synchronization
import TestSupport

/// Section 5, for race cards: the real race-card interactor on a manual clock against the demo's
/// recorded cards, counting the requests an open card makes in an hour and a closed one after.
struct RaceCardRequestBenchmark {
    /// The figures for one card.
    struct Result {
        /// The requests made while the card was open for `openHours`, the first one included.
        let requestsWhileOpen: Int
        /// The requests made in the hour after the card was closed.
        let requestsWhileClosed: Int
        let openHours: Int
    }

    /// The demo race with a card the benchmark opens: Albion Park R7 on the recorded day.
    private static let raceID = "11383b42-f54f-45e4-82c9-010c5e35d81e-0"

    /// Opens the card for an hour, closes it, then lets another hour pass.
    func run() async throws -> Result {
        let clock = ManualClock()
        let repository = CountingRaceCardRepository(
            RecordedRaceCardRepository(service: try .builtIn(dates: clock.dates)))
        let interactor = RaceCardInteractor(repository: repository, clock: clock, dates: clock.dates)
        let hour = Duration.seconds(3_600)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in interactor.snapshots(raceID: Self.raceID) {}
            }
            await clock.advance(by: hour)
            group.cancelAll()
        }
        let whileOpen = repository.requests
        // Something else asleep on the clock past the next hour, as the board's timer would be,
        // so that advancing it wakes anything the closed card might have left behind.
        await withTaskGroup(of: Void.self) { group in
            let end = clock.now.advanced(by: hour + .seconds(1))
            group.addTask { try? await clock.sleep(until: end, tolerance: nil) }
            await clock.advance(by: hour)
            group.cancelAll()
        }
        return Result(
            requestsWhileOpen: whileOpen, requestsWhileClosed: repository.requests - whileOpen, openHours: 1)
    }
}

/// A race-card repository that passes requests on and counts them.
private final class CountingRaceCardRepository: RaceCardRepository, Sendable {
    private let base: any RaceCardRepository
    private let count = Mutex(0)

    init(_ base: any RaceCardRepository) {
        self.base = base
    }

    var requests: Int { count.withLock { $0 } }

    func raceCard(raceID: String) async throws(RaceCardFetchError) -> RaceCard {
        count.withLock { $0 += 1 }
        return try await base.raceCard(raceID: raceID)
    }
}
