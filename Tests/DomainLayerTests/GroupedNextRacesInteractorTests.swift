import DomainLayer
import Foundation
import TestSupport
import Testing

/// The polling interactor with its board laid out by category.
@Suite(.timeLimit(.minutes(1))) struct GroupedNextRacesInteractorTests {
    private let clock = ManualClock()

    /// `count` races of `category`, one a minute from `firstIn` seconds on.
    private func races(
        _ count: Int, _ category: RaceCategory, firstIn: TimeInterval = 600, prefix: String
    ) -> [Race] {
        (0..<count).map { index in
            RaceFactory.race(
                "\(prefix)\(index)", category, meeting: "Meeting \(index)", number: index + 1,
                startsIn: firstIn + Double(index) * 60, from: clock.date)
        }
    }

    private func start(
        _ repository: StubRacesRepository, filter: CategoryFilter = .all, limit: Int = 5,
        control: NextRacesControl = NextRacesControl()
    ) async -> SnapshotRecorder<NextRacesSnapshot> {
        let interactor = PollingNextRacesInteractor(repository: repository, clock: clock, dates: clock.dates)
        let recorder = SnapshotRecorder(
            interactor.snapshots(
                for: filter, stars: .none, layout: .byCategory, limit: limit, control: control))
        await clock.waitForSleepers()
        return recorder
    }

    @Test func firstAsksForEnoughRacesToFillEveryGroup() async throws {
        let feed =
            races(20, .horse, prefix: "h") + races(10, .greyhound, prefix: "g")
            + races(10, .harness, prefix: "t")
        let repository = StubRacesRepository(races: feed)
        let recorder = await start(repository)

        let snapshot = try #require(recorder.last)
        #expect(repository.requestedCounts == [50], "ten races could never fill three groups of five")
        #expect(snapshot.layout == .byCategory)
        let groups = try #require(snapshot.groups)
        #expect(
            groups.map { $0.races.map(\.id) } == [
                ["h0", "h1", "h2", "h3", "h4"], ["g0", "g1", "g2", "g3", "g4"],
                ["t0", "t1", "t2", "t3", "t4"],
            ])
        #expect(!snapshot.isShort)
    }

    @Test func oneGroupAsksForNoMoreThanAFlatBoard() async throws {
        let repository = StubRacesRepository(races: races(20, .horse, prefix: "h"))
        let recorder = await start(repository, filter: CategoryFilter([.horse]))

        #expect(repository.requestedCounts == [10])
        #expect(try #require(recorder.last).groups?.map(\.races.count) == [5])
    }

    @Test func aShortGroupClimbsTheLadderAndTheBoardSaysItIsShort() async throws {
        // Plenty of horses and greyhounds up front; only three harness races, at the far end.
        let feed =
            races(120, .horse, prefix: "h") + races(60, .greyhound, prefix: "g")
            + races(3, .harness, prefix: "t")
        let repository = StubRacesRepository(races: feed)
        let recorder = await start(repository)

        #expect(repository.requestedCounts == [50, 100, 200])
        let snapshot = try #require(recorder.last)
        #expect(snapshot.groups?.map(\.races.count) == [5, 5, 3])
        #expect(snapshot.isShort)

        await clock.advance(by: .seconds(50))
        #expect(repository.requestedCounts.count == 3, "a fresh fetch at the cap is not repeated")
    }

    @Test func aFilterChangeThatAddsGroupsFetchesEnoughForAllOfThemAtOnce() async throws {
        let feed =
            races(10, .horse, prefix: "h") + races(10, .greyhound, prefix: "g")
            + races(10, .harness, prefix: "t")
        let repository = StubRacesRepository(races: feed)
        let control = NextRacesControl()
        let recorder = await start(repository, filter: CategoryFilter([.horse]), control: control)
        await clock.advance(by: .seconds(100))
        let before = recorder.elements.count

        control.send(.setFilter(.all))
        await recorder.waitForElements(count: before + 2)

        #expect(repository.requestedCounts == [10, 50], "not 10 again once the first fetch is stale")
        #expect(recorder.elements[before].isRefreshing)
        #expect(recorder.last?.groups?.map(\.races.count) == [5, 5, 5])
    }

    @Test func wakesWhenTheEarliestRaceOfAnyGroupLeaves() async throws {
        let feed =
            races(6, .horse, firstIn: 3_600, prefix: "h") + races(6, .greyhound, firstIn: 1, prefix: "g")
        let repository = StubRacesRepository(races: feed)
        let recorder = await start(repository, filter: CategoryFilter([.horse, .greyhound]))
        let startDate = clock.date

        await clock.advance(by: .seconds(61))

        let dropped = try #require(recorder.last)
        #expect(dropped.takenAt == startDate.addingTimeInterval(61))
        #expect(dropped.groups?[1].races.first?.id == "g1")
    }
}
