import DomainLayer
import Foundation
import TestSupport
import Testing

/// An open race card's schedule: at once, every 30 seconds, at once on demand, stale through
/// failures, and nothing after it is closed.
@Suite(.timeLimit(.minutes(1))) struct RaceCardInteractorTests {
    private let clock = ManualClock()

    private func card(winPrice: Double) -> RaceCard {
        RaceCard(
            race: RaceFactory.race("r1", startsIn: 600, from: clock.date), status: .open,
            runners: [Runner(number: 1, name: "A", winPrice: winPrice)])
    }

    private func open(
        _ repository: StubRaceCardRepository, control: RaceCardControl = RaceCardControl()
    ) async -> SnapshotRecorder<RaceCardSnapshot> {
        let interactor = RaceCardInteractor(repository: repository, clock: clock, dates: clock.dates)
        let recorder = SnapshotRecorder(interactor.snapshots(raceID: "r1", control: control))
        await clock.waitForSleepers()
        return recorder
    }

    @Test func fetchesAtOnceThenEveryThirtySeconds() async throws {
        let repository = StubRaceCardRepository { _ in self.card(winPrice: 3) }
        let opened = clock.date
        let recorder = await open(repository)

        #expect(recorder.last?.card?.runners.first?.winPrice == 3)
        #expect(recorder.last?.updatedAt == opened)
        #expect(recorder.last?.nextFetchAt == opened.addingTimeInterval(30))
        repository.respond { _ in self.card(winPrice: 2.5) }

        await clock.advance(by: .seconds(29))
        #expect(repository.requestedIDs.count == 1)
        await clock.advance(by: .seconds(1))
        #expect(repository.requestedIDs == ["r1", "r1"])
        #expect(recorder.last?.card?.runners.first?.winPrice == 2.5)
        #expect(recorder.last?.updatedAt == opened.addingTimeInterval(30))

        await clock.advance(by: .seconds(60 * 60 - 30))
        #expect(repository.requestedIDs.count == 121, "120 an hour while open, plus the first")
    }

    @Test func aRefreshFetchesAtOnceAndRestartsTheThirtySeconds() async throws {
        let repository = StubRaceCardRepository { _ in self.card(winPrice: 3) }
        let control = RaceCardControl()
        let recorder = await open(repository, control: control)
        await clock.advance(by: .seconds(10))

        control.refresh()
        await recorder.waitForElements(count: 2)
        await clock.waitForSleepers()

        #expect(repository.requestedIDs.count == 2)
        #expect(recorder.last?.updatedAt == clock.date)
        await clock.advance(by: .seconds(29))
        #expect(repository.requestedIDs.count == 2)
        await clock.advance(by: .seconds(1))
        #expect(repository.requestedIDs.count == 3)
    }

    @Test func keepsTheLastGoodCardMarkedStaleThroughFailuresAndRecovers() async throws {
        let repository = StubRaceCardRepository { _ in self.card(winPrice: 3) }
        let opened = clock.date
        let recorder = await open(repository)
        repository.respond { _ throws(RaceCardFetchError) in
            throw RaceCardFetchError.fetch(.timedOut(host: "api.neds.com.au"))
        }

        await clock.advance(by: .seconds(30))

        let stale = try #require(recorder.last)
        #expect(stale.isStale)
        #expect(stale.failure == .fetch(.timedOut(host: "api.neds.com.au")))
        #expect(stale.card?.runners.first?.winPrice == 3)
        #expect(stale.updatedAt == opened, "the prices are still the ones taken when the card opened")

        repository.respond { _ in self.card(winPrice: 4) }
        await clock.advance(by: .seconds(30))

        #expect(recorder.last?.isStale == false)
        #expect(recorder.last?.card?.runners.first?.winPrice == 4)
    }

    @Test(arguments: [false, true])
    func waitsAsLongAsTheServerAsksWhenThatIsLonger(asDate: Bool) async throws {
        let clock = clock
        let repository = StubRaceCardRepository { _ throws(RaceCardFetchError) in
            throw RaceCardFetchError.fetch(
                .httpStatus(
                    429,
                    retryAfter: asDate ? .date(clock.date.addingTimeInterval(120)) : .delay(.seconds(120))))
        }
        let recorder = await open(repository)

        await clock.advance(by: .seconds(119))
        #expect(repository.requestedIDs.count == 1)
        await clock.advance(by: .seconds(1))
        #expect(repository.requestedIDs.count == 2)
        #expect(recorder.elements.count == 2)
    }

    @Test func anUnknownRaceIsReportedWithNoCard() async throws {
        let repository = StubRaceCardRepository { id throws(RaceCardFetchError) in
            throw RaceCardFetchError.unknownRace(id: id, origin: .live)
        }
        let recorder = await open(repository)

        #expect(recorder.last?.card == nil)
        #expect(recorder.last?.failure == .unknownRace(id: "r1", origin: .live))
    }

    @Test func closingTheCardStopsItsRequests() async throws {
        let repository = StubRaceCardRepository { _ in self.card(winPrice: 3) }
        let recorder = await open(repository)

        recorder.stop()
        await recorder.finished()
        clock.move(by: .seconds(600))

        #expect(repository.requestedIDs.count == 1)
        #expect(clock.sleeperCount == 0)
    }
}
