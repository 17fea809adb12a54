import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct PollingNextRacesInteractorTests {
    private let clock = ManualClock()

    private func interactor(_ repository: StubRacesRepository, countries: CountryFilter = .all)
        -> PollingNextRacesInteractor<ManualClock>
    {
        PollingNextRacesInteractor(
            repository: repository, clock: clock, dates: clock.dates, countries: countries)
    }

    /// `count` races of `category`, one a minute from `firstIn` seconds on.
    private func races(
        _ count: Int, _ category: RaceCategory = .horse, firstIn: TimeInterval = 600, prefix: String = "r"
    ) -> [Race] {
        (0..<count).map { index in
            RaceFactory.race(
                "\(prefix)\(index)", category, meeting: "Meeting \(index)", number: index + 1,
                startsIn: firstIn + Double(index) * 60, from: clock.date)
        }
    }

    private func start(
        _ repository: StubRacesRepository, filter: CategoryFilter = .all, countries: CountryFilter = .all,
        stars: StarPreferences = .none, limit: Int = 5, control: NextRacesControl = NextRacesControl()
    ) async -> SnapshotRecorder<NextRacesSnapshot> {
        let recorder = SnapshotRecorder(
            interactor(repository, countries: countries).snapshots(
                for: filter, stars: stars, layout: .flat, limit: limit, control: control))
        await clock.waitForSleepers()
        return recorder
    }

    @Test func fetchesAtOnceAndShowsTheFirstFiveInStartOrder() async throws {
        let repository = StubRacesRepository(races: races(8).reversed())
        let recorder = await start(repository)

        let snapshot = try #require(recorder.last)
        #expect(snapshot.races.map(\.id) == ["r0", "r1", "r2", "r3", "r4"])
        #expect(snapshot.updatedAt == clock.date)
        #expect(!snapshot.isStale)
        #expect(repository.requestedCounts == [10])
    }

    @Test func theFirstSnapshotIsTheBoardAfterTheFirstFetchAndFetchesNoMore() async throws {
        let repository = StubRacesRepository(races: races(8).reversed())

        let snapshot = try #require(
            await interactor(repository).firstSnapshot(for: .all, stars: .none, layout: .flat, limit: 3))

        #expect(snapshot.races.map(\.id) == ["r0", "r1", "r2"])
        #expect(snapshot.updatedAt == clock.date)
        #expect(repository.requestedCounts == [10], "one request, and no schedule left behind")
    }

    @Test func showsOnlyStarredMeetingsAndStillFillsTheBoardFromLargerRequests() async throws {
        let starred = (0..<6).map { index in
            RaceFactory.race(
                "s\(index)", meeting: "Happy Valley", number: index + 1,
                startsIn: 3_600 + Double(index) * 60, from: clock.date)
        }
        let repository = StubRacesRepository(races: races(40, firstIn: 60) + starred)
        let stars = StarPreferences(meetings: StarredMeetings(["happy valley"]), placement: .only)
        let recorder = await start(repository, stars: stars)

        let snapshot = try #require(recorder.last)
        #expect(snapshot.races.map(\.id) == ["s0", "s1", "s2", "s3", "s4"])
        #expect(snapshot.stars == stars)
        #expect(repository.requestedCounts == [10, 50])
    }

    @Test func listsStarredMeetingsFirstInEverySnapshot() async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 60))
        let stars = StarPreferences(meetings: StarredMeetings(["Meeting 3"]), placement: .first)
        let recorder = await start(repository, stars: stars)

        await clock.advance(by: .seconds(50))

        #expect(recorder.elements.count == 2)
        for snapshot in recorder.elements {
            #expect(snapshot.races.map(\.id) == ["r3", "r0", "r1", "r2", "r4"])
        }
    }

    @Test func wakesForTheEarliestDropEvenWhenAStarredRaceIsListedBeforeIt() async throws {
        let starred = RaceFactory.race("s", meeting: "Happy Valley", startsIn: 3_600, from: clock.date)
        let stars = StarPreferences(meetings: StarredMeetings(["Happy Valley"]), placement: .first)
        let recorder = await start(StubRacesRepository(races: races(5, firstIn: 1) + [starred]), stars: stars)
        let startDate = clock.date

        await clock.advance(by: .seconds(61))

        let dropped = try #require(recorder.last)
        #expect(dropped.takenAt == startDate.addingTimeInterval(61))
        #expect(dropped.races.map(\.id) == ["s", "r1", "r2", "r3", "r4"])
    }

    @Test func pollsAgainEveryFiveMinutes() async {
        let repository = StubRacesRepository(races: races(10, firstIn: 3_600))
        let recorder = await start(repository)

        await clock.advance(by: .seconds(299))
        #expect(repository.requestedCounts.count == 1)
        await clock.advance(by: .seconds(1))
        #expect(repository.requestedCounts.count == 2)
        await clock.advance(by: .seconds(300))
        #expect(repository.requestedCounts.count == 3)
        #expect(recorder.last?.updatedAt == clock.date)
    }

    @Test func resortsEveryFiftySecondsWithoutFetching() async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 3_600))
        let recorder = await start(repository)
        let startDate = clock.date

        await clock.advance(by: .seconds(100))

        #expect(recorder.elements.map(\.takenAt) == [0, 50, 100].map { startDate.addingTimeInterval($0) })
        #expect(repository.requestedCounts == [10])
    }

    @Test func dropsARaceSixtySecondsAfterItsStartNotAtTheNextResort() async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 1))
        let recorder = await start(repository)
        let startDate = clock.date

        await clock.advance(by: .seconds(60))
        #expect(recorder.last?.races.first?.id == "r0")

        await clock.advance(by: .seconds(1))
        let dropped = try #require(recorder.last)
        #expect(dropped.takenAt == startDate.addingTimeInterval(61))
        #expect(dropped.races.first?.id == "r1")
        #expect(dropped.races.count == 5)
    }

    @Test func equalStartsKeepOneOrderAcrossRefreshesWhateverTheFeedOrder() async throws {
        let tied = [
            RaceFactory.race("b", meeting: "Turf Paradise", number: 8, startsIn: 3_600, from: clock.date),
            RaceFactory.race("a", meeting: "Santa Anita Park", number: 8, startsIn: 3_600, from: clock.date),
        ]
        let repository = StubRacesRepository(races: tied)
        let recorder = await start(repository, limit: 2)
        repository.respond { _ in RaceFeedPage(races: tied.reversed()) }

        await clock.advance(by: .seconds(300))

        #expect(recorder.elements.allSatisfy { $0.races.map(\.id) == ["a", "b"] })
        #expect(repository.requestedCounts.count == 2)
    }

    @Test func theEmptyFilterShowsEveryCategory() async throws {
        let mixed =
            races(2, .horse, prefix: "h") + races(2, .greyhound, firstIn: 630, prefix: "g")
            + races(2, .harness, firstIn: 615, prefix: "t")
        let recorder = await start(StubRacesRepository(races: mixed), filter: .all, limit: 6)

        let categories = try #require(recorder.last).races.map(\.category)
        #expect(Set(categories) == Set(RaceCategory.allCases))
    }

    @Test func aShortBoardAsksForMoreRacesAtOnceWithAGrowingCount() async throws {
        // Only every tenth race is a greyhound, so 10 races hold one and 50 hold five.
        let feed = (0..<200).map { index in
            RaceFactory.race(
                "r\(index)", index % 10 == 0 ? .greyhound : .horse, number: index,
                startsIn: 600 + Double(index) * 30, from: clock.date)
        }
        let repository = StubRacesRepository(races: feed)
        let recorder = await start(repository, filter: CategoryFilter([.greyhound]))

        #expect(repository.requestedCounts == [10, 50])
        let snapshot = try #require(recorder.last)
        #expect(snapshot.races.map(\.id) == ["r0", "r10", "r20", "r30", "r40"])
        #expect(recorder.elements.count == 1)
    }

    @Test func aCountryFilterTopsTheBoardUpFromLargerRequestsAsTheCategoryFilterDoes() async throws {
        // Only every tenth race is in New Zealand, so 10 races hold one and 50 hold five.
        let feed = (0..<200).map { index in
            RaceFactory.race(
                "r\(index)", number: index, startsIn: 600 + Double(index) * 30, from: clock.date,
                venue: Venue(name: nil, state: nil, country: index % 10 == 0 ? "NZ" : "AUS"))
        }
        let repository = StubRacesRepository(races: feed)
        let recorder = await start(repository, countries: CountryFilter(["nz"]))

        #expect(repository.requestedCounts == [10, 50])
        let snapshot = try #require(recorder.last)
        #expect(snapshot.races.map(\.id) == ["r0", "r10", "r20", "r30", "r40"])
        #expect(snapshot.countries == CountryFilter(["NZ"]))
    }

    @Test func aCountryFilterThatMatchesNothingLeavesAnEmptyBoardAfterTheWholeLadder() async throws {
        let repository = StubRacesRepository(
            races: races(8).map { race in
                Race(
                    id: race.id, category: race.category, meetingName: race.meetingName,
                    raceNumber: race.raceNumber, raceName: race.raceName,
                    advertisedStart: race.advertisedStart,
                    venue: Venue(name: nil, state: "VIC", country: "AUS"))
            })
        let recorder = await start(repository, countries: CountryFilter(["FR"]))

        let snapshot = try #require(recorder.last)
        #expect(snapshot.races.isEmpty)
        #expect(snapshot.failure == nil)
        #expect(repository.requestedCounts == [10, 50, 100, 200])
    }

    @Test func reportsHowManyItFoundWhenTheFeedHasFewerThanFive() async throws {
        let repository = StubRacesRepository(races: races(3, .harness) + races(20, .horse, prefix: "h"))
        let recorder = await start(repository, filter: CategoryFilter([.harness]))

        #expect(repository.requestedCounts == [10, 50, 100, 200])
        let snapshot = try #require(recorder.last)
        #expect(snapshot.races.count == 3)
        #expect(snapshot.isShort)

        await clock.advance(by: .seconds(50))
        #expect(repository.requestedCounts.count == 4, "a fresh fetch at the cap is not repeated")
        await clock.advance(by: .seconds(50))
        #expect(repository.requestedCounts == [10, 50, 100, 200, 200], "a stale one is")
    }

    @Test func aFailureKeepsTheLastRacesMarkedStaleAndASuccessClearsIt() async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 3_600))
        let recorder = await start(repository)
        repository.respond { _ throws(FetchFailure) in throw FetchFailure.unreachable(host: "api.neds.com.au")
        }

        await clock.advance(by: .seconds(300))
        let stale = try #require(recorder.last)
        #expect(stale.isStale)
        #expect(stale.failure == .unreachable(host: "api.neds.com.au"))
        #expect(stale.races.map(\.id) == ["r0", "r1", "r2", "r3", "r4"])
        #expect(stale.updatedAt == clock.date.addingTimeInterval(-300))
        #expect(stale.nextRetryAt == clock.date.addingTimeInterval(5))

        repository.respond { _ in RaceFeedPage(races: self.races(10, firstIn: 3_000, prefix: "n")) }
        await clock.advance(by: .seconds(5))
        let recovered = try #require(recorder.last)
        #expect(!recovered.isStale)
        #expect(recovered.races.first?.id == "n0")
        #expect(recovered.updatedAt == clock.date)
    }

    @Test func staleRacesAreStillDroppedOnTime() async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 100))
        let recorder = await start(repository)
        repository.respond { _ throws(FetchFailure) in throw FetchFailure.timedOut(host: "api.neds.com.au") }

        await clock.advance(by: .seconds(400))

        let snapshot = try #require(recorder.last)
        #expect(snapshot.isStale)
        #expect(snapshot.races.allSatisfy { RaceBoard.isShown($0, at: clock.date) })
        #expect(snapshot.races.first?.id == "r5")
    }

    @Test func retriesBackOffAfterEachFailure() async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 3_600))
        let recorder = await start(repository)
        repository.respond { _ throws(FetchFailure) in throw FetchFailure.httpStatus(503, retryAfter: nil) }

        await clock.advance(by: .seconds(300))
        #expect(repository.requestedCounts.count == 2)
        await clock.advance(by: .seconds(5))
        #expect(repository.requestedCounts.count == 3)
        await clock.advance(by: .seconds(9))
        #expect(repository.requestedCounts.count == 3)
        await clock.advance(by: .seconds(1))
        #expect(repository.requestedCounts.count == 4)
        await clock.advance(by: .seconds(20))
        #expect(repository.requestedCounts.count == 5)
        #expect(recorder.last?.failure == .httpStatus(503, retryAfter: nil))
    }

    @Test(arguments: [false, true])
    func honoursRetryAfterAsADelayOrADateReckonedWhenTheFetchFails(asDate: Bool) async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 3_600))
        let recorder = await start(repository)
        let clock = clock
        repository.respond { _ throws(FetchFailure) in
            throw FetchFailure.httpStatus(
                429, retryAfter: asDate ? .date(clock.date.addingTimeInterval(120)) : .delay(.seconds(120)))
        }

        await clock.advance(by: .seconds(300))
        #expect(recorder.last?.nextRetryAt == clock.date.addingTimeInterval(120))
        await clock.advance(by: .seconds(119))
        #expect(repository.requestedCounts.count == 2)
        await clock.advance(by: .seconds(1))
        #expect(repository.requestedCounts.count == 3)
    }

    @Test func aFirstFetchThatFailsGivesAnEmptyStaleBoard() async throws {
        let repository = StubRacesRepository { _ throws(FetchFailure) in
            throw FetchFailure.unreachable(host: "api.neds.com.au")
        }
        let recorder = await start(repository)

        let snapshot = try #require(recorder.last)
        #expect(snapshot.races.isEmpty)
        #expect(snapshot.updatedAt == nil)
        #expect(snapshot.failure == .unreachable(host: "api.neds.com.au"))
    }

    @Test func endsWhenTheConsumerIsCancelled() async throws {
        let recorder = await start(StubRacesRepository(races: races(10)))
        recorder.stop()
        await recorder.finished()
        #expect(clock.sleeperCount == 0)
    }

    @Test func aFilterChangeShowsTheRacesInHandAtOnceWithoutFetching() async throws {
        let mixed = races(4, .horse, prefix: "h") + races(6, .greyhound, firstIn: 630, prefix: "g")
        let repository = StubRacesRepository(races: mixed)
        let control = NextRacesControl()
        let recorder = await start(repository, control: control)

        control.send(.setFilter(CategoryFilter([.greyhound])))
        await recorder.waitForElements(count: 2)

        let snapshot = try #require(recorder.last)
        #expect(snapshot.filter == CategoryFilter([.greyhound]))
        #expect(snapshot.races.map(\.id) == ["g0", "g1", "g2", "g3", "g4"])
        #expect(snapshot.takenAt == recorder.elements[0].takenAt)
        #expect(!snapshot.isRefreshing)
        #expect(repository.requestedCounts == [10])
    }

    @Test func aFilterChangeThatLeavesTheBoardShortFetchesMore() async throws {
        let feed = races(9, .horse, prefix: "h") + races(5, .harness, firstIn: 630, prefix: "t")
        let repository = StubRacesRepository(races: feed)
        let control = NextRacesControl()
        let recorder = await start(repository, control: control)

        control.send(.setFilter(CategoryFilter([.harness])))
        await recorder.waitForElements(count: 3)

        let atOnce = recorder.elements[1]
        #expect(atOnce.races.map(\.id) == ["t0"], "the races in hand, at once")
        #expect(atOnce.isRefreshing)
        #expect(repository.requestedCounts == [10, 50])
        #expect(recorder.last?.races.map(\.id) == ["t0", "t1", "t2", "t3", "t4"])
    }

    @Test func aCategoryAddedToABoardAskedForByCategoryIsFetchedAtOnce() async throws {
        let horses = races(6, .horse, prefix: "h")
        let greyhounds = races(5, .greyhound, firstIn: 300, prefix: "g")
        // A route that asks per category: the page holds only what was asked for.
        let repository = StubRacesRepository { _ in RaceFeedPage(races: horses, coveredCategories: [.horse]) }
        let control = NextRacesControl()
        let recorder = await start(repository, filter: CategoryFilter([.horse]), control: control)
        #expect(repository.requestedCategories == [[.horse]])

        repository.respond { _ in
            RaceFeedPage(races: horses + greyhounds, coveredCategories: [.horse, .greyhound])
        }
        control.send(.setFilter(CategoryFilter([.horse, .greyhound])))
        await recorder.waitForElements(count: 3)

        #expect(recorder.elements[1].isRefreshing, "the horses in hand at once, a fetch under way")
        #expect(repository.requestedCategories == [[.horse], [.horse, .greyhound]])
        #expect(recorder.last?.races.map(\.id) == ["g0", "g1", "g2", "g3", "g4"])

        control.send(.setFilter(CategoryFilter([.greyhound])))
        await recorder.waitForElements(count: 4)
        #expect(repository.requestedCategories.count == 2, "a category already in hand needs no fetch")
    }

    @Test func starringAMeetingPutsItsRacesFirstAtOnceFromTheRacesInHand() async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 60))
        let control = NextRacesControl()
        let first = StarPreferences(meetings: .none, placement: .first)
        let recorder = await start(repository, stars: first, control: control)

        control.send(.setStarredMeetings(StarredMeetings(["meeting 4"])))
        await recorder.waitForElements(count: 2)

        let snapshot = try #require(recorder.last)
        #expect(snapshot.races.map(\.id) == ["r4", "r0", "r1", "r2", "r3"])
        #expect(
            snapshot.stars == StarPreferences(meetings: StarredMeetings(["meeting 4"]), placement: .first))
        #expect(snapshot.takenAt == recorder.elements[0].takenAt)
        #expect(repository.requestedCounts == [10])
    }

    @Test func unstarringAMeetingTakesItsRacesOffAStarredOnlyBoardAtOnce() async throws {
        let starred = StarPreferences(
            meetings: StarredMeetings(["Meeting 1", "Meeting 2"]), placement: .only)
        let repository = StubRacesRepository(races: races(10, firstIn: 3_600))
        let control = NextRacesControl()
        let recorder = await start(repository, stars: starred, control: control)
        let shown = recorder.elements.count
        #expect(recorder.last?.races.map(\.id) == ["r1", "r2"])

        control.send(.setStarredMeetings(StarredMeetings(["Meeting 2"])))
        await recorder.waitForElements(count: shown + 1)

        #expect(recorder.last?.races.map(\.id) == ["r2"])
        #expect(recorder.last?.stars.placement == .only)
    }

    @Test func aRefreshFetchesNow() async throws {
        let repository = StubRacesRepository(races: races(10, firstIn: 3_600))
        let control = NextRacesControl()
        let recorder = await start(repository, control: control)
        repository.respond { _ in RaceFeedPage(races: self.races(10, firstIn: 1_800, prefix: "n")) }

        control.send(.refresh)
        await recorder.waitForElements(count: 3)

        #expect(repository.requestedCounts == [10, 10])
        #expect(recorder.last?.races.first?.id == "n0")
    }
}
