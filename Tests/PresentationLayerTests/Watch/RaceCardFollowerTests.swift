import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

/// The watch screen's race card fetches: none until Enter opens a card, then at once, every 30
/// seconds and on `r`, and none for that card once it is left; on a `ManualClock`.
@Suite(.timeLimit(.minutes(1))) struct RaceCardFollowerTests {
    private let clock = ManualClock()
    private let utc = TimeZone(identifier: "UTC")!

    private func card(_ raceID: String) -> RaceCard {
        RaceCard(
            race: RaceFactory.race(raceID, startsIn: 600, from: clock.date), status: .open,
            runners: [Runner(number: 1, name: "Karuma Kev", winPrice: 3)])
    }

    /// A follower over `repository` running in a task, and what it hands on.
    private struct Running {
        let follower: RaceCardFollower
        let posted: SnapshotRecorder<RaceCardSnapshot>
        let task: Task<Void, Never>

        /// Ends the follower's task, as the end of the session does, and waits for it.
        func stop() async {
            task.cancel()
            await task.value
        }
    }

    private func running(_ repository: StubRaceCardRepository) -> Running {
        let follower = RaceCardFollower(repository: repository, clock: clock, dates: clock.dates)
        let (snapshots, continuation) = AsyncStream<RaceCardSnapshot>.makeStream()
        let task = Task {
            await follower.run { continuation.yield($0) }
        }
        return Running(follower: follower, posted: SnapshotRecorder(snapshots), task: task)
    }

    private func count(_ raceID: String, in repository: StubRaceCardRepository) -> Int {
        repository.requestedIDs.filter { $0 == raceID }.count
    }

    @Test func anOpenCardIsFetchedAtOnceEveryThirtySecondsAndOnRefreshAndAClosedOneNoMore() async {
        let repository = StubRaceCardRepository { self.card($0) }
        let running = running(repository)
        #expect(repository.requestedIDs.isEmpty, "nothing before a card is open")

        running.follower.open(raceID: "r1")
        await running.posted.waitForElements(count: 1)
        await clock.waitForSleepers()
        #expect(repository.requestedIDs == ["r1"])
        await clock.advance(by: .seconds(29))
        #expect(repository.requestedIDs == ["r1"])
        await clock.advance(by: .seconds(1))
        #expect(repository.requestedIDs == ["r1", "r1"])
        running.follower.refresh()
        await running.posted.waitForElements(count: 3)
        #expect(repository.requestedIDs == ["r1", "r1", "r1"])

        running.follower.close()
        running.follower.open(raceID: "r2")
        await running.posted.waitForElements(count: 4)
        #expect(running.posted.last?.raceID == "r2")
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(60 * 60))

        #expect(count("r1", in: repository) == 3, "none for the closed card")
        #expect(count("r2", in: repository) == 121, "120 an hour while open, plus the first")
        #expect(running.posted.elements.dropFirst(3).allSatisfy { $0.raceID == "r2" })
        await running.stop()
    }

    @Test func enterOpensTheCardOnTheScreenItRefreshesOnScheduleAndLeavingItStopsItsFetches() async throws {
        let repository = StubRaceCardRepository { self.card($0) }
        let running = running(repository)
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: utc), size: ScreenSize(columns: 80, rows: 24),
            now: clock.date)
        let races = [
            RaceFactory.race("a", meeting: "Bendigo", startsIn: 300, from: clock.date),
            RaceFactory.race("b", meeting: "Flemington", startsIn: 600, from: clock.date),
        ]
        _ = model.handle(
            .snapshot(
                NextRacesSnapshot(
                    races: races, filter: .all, limit: 5, takenAt: clock.date, updatedAt: clock.date)),
            at: clock.date)
        /// Hands `event` to the view-model and runs the card effects it asks for, as the loop does.
        func send(_ event: WatchEvent) {
            for case .raceCard(let request) in model.handle(event, at: clock.date) {
                running.follower.send(request)
            }
        }
        /// Waits for the feed's `count`th card and hands it to the view-model.
        func receive(_ count: Int) async throws {
            await running.posted.waitForElements(count: count)
            send(.raceCard(try #require(running.posted.elements.last)))
        }

        send(.key(.down))
        send(.key(.enter))
        try await receive(1)
        #expect(model.screen.details?.card.statusText == "prices at 01:00:00")
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(30))
        try await receive(2)
        #expect(model.screen.details?.card.statusText == "prices at 01:00:30")
        send(.key(.byte(UInt8(ascii: "r"))))
        try await receive(3)
        #expect(repository.requestedIDs == ["a", "a", "a"])

        send(.key(.escape))
        #expect(model.screen.details == nil)
        send(.key(.down))
        send(.key(.enter))
        try await receive(4)
        #expect(model.screen.details?.viewModel.title == "Horse · Flemington R1")
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(60 * 60))

        #expect(count("a", in: repository) == 3, "none once its card was left")
        #expect(count("b", in: repository) == 121)
        send(.key(.escape))
        await running.stop()
    }
}
