import DomainLayer
import Foundation
import TestSupport
import Testing

/// A held `r`: some 30 refreshes a second make one fetch at a time, and no more than one every
/// `ManualRefresh.minimumGap`, on the board and on an open race card (whose opening is a fetch
/// asked for, as the racing day's is); the presses within a gap still make one fetch once it is
/// up.
@Suite(.timeLimit(.minutes(1))) struct ManualRefreshPacingTests {
    private let clock = ManualClock()
    /// A key held for 3 seconds, repeating every 33 ms.
    private let presses = 90
    private let repeatInterval = Duration.milliseconds(33)

    private func races() -> [Race] {
        (0..<10).map { index in
            RaceFactory.race(
                "r\(index)", meeting: "Meeting \(index)", number: index + 1,
                startsIn: 3_600 + Double(index) * 60, from: clock.date)
        }
    }

    /// The end of the gap a press now waits out, after fetches at 0 s and 2 s from `start`.
    private func gapEnd(from start: ManualClock.Instant) -> ManualClock.Instant {
        start.advanced(
            by: start.duration(to: clock.now) < ManualRefresh.minimumGap ? .seconds(2) : .seconds(4))
    }

    @Test func aHeldRefreshKeyMakesAtMostTwoBoardFetchesInThreeSeconds() async {
        let repository = StubRacesRepository(races: races())
        let control = NextRacesControl()
        let interactor = PollingNextRacesInteractor(repository: repository, clock: clock, dates: clock.dates)
        let recorder = SnapshotRecorder(
            interactor.snapshots(for: .all, stars: .none, layout: .flat, limit: 5, control: control))
        await clock.waitForSleepers()
        #expect(repository.requestedCounts.count == 1)

        for _ in 0..<presses {
            // The board answers each press with the change at once and again after it has
            // updated, fetching or not.
            let shown = recorder.elements.count
            control.send(.refresh)
            await recorder.waitForElements(count: shown + 2)
            await clock.advance(by: repeatInterval)
        }

        #expect(repository.requestedCounts.count == 1 + 2, "at 0 s and 2 s, for 90 presses in 3 s")
        #expect(recorder.last?.isRefreshing == true, "the presses after 2 s wait for the next")
        await clock.advance(by: .seconds(10))
        #expect(repository.requestedCounts.count == 1 + 3, "the presses after 2 s make one fetch at 4 s")
        #expect(recorder.last?.isRefreshing == false)
    }

    @Test func aHeldRefreshKeyMakesOneCardFetchInTheThreeSecondsAfterOpeningAndOneWhenTheGapIsUp() async {
        let race = RaceFactory.race("r1", startsIn: 600, from: clock.date)
        let repository = StubRaceCardRepository { _ in RaceCard(race: race, status: .open, runners: []) }
        let control = RaceCardControl()
        let interactor = RaceCardInteractor(repository: repository, clock: clock, dates: clock.dates)
        let start = clock.now
        let recorder = SnapshotRecorder(interactor.snapshots(raceID: "r1", control: control))
        await clock.waitForSleepers()
        #expect(repository.requestedIDs.count == 1)

        for _ in 0..<presses {
            control.refresh()
            // Opening the card was a fetch asked for: a press within the gap puts the fetch off
            // to its end, and later ones join it.
            await clock.waitForSleeper(until: gapEnd(from: start))
            await clock.advance(by: repeatInterval)
        }

        #expect(repository.requestedIDs.count == 1 + 1, "at 0 s (opening) and 2 s, for 90 presses in 3 s")
        await clock.advance(by: .seconds(10))
        #expect(repository.requestedIDs.count == 1 + 2, "the presses after 2 s make one fetch at 4 s")
        #expect(recorder.elements.count == 3)
    }

    @Test func aRefreshAfterTheGapFetchesAtOnce() async {
        let repository = StubRacesRepository(races: races())
        let control = NextRacesControl()
        let interactor = PollingNextRacesInteractor(repository: repository, clock: clock, dates: clock.dates)
        let recorder = SnapshotRecorder(
            interactor.snapshots(for: .all, stars: .none, layout: .flat, limit: 5, control: control))
        await clock.waitForSleepers()
        control.send(.refresh)
        await recorder.waitForElements(count: 3)
        await clock.advance(by: ManualRefresh.minimumGap)

        control.send(.refresh)
        await recorder.waitForElements(count: 5)

        #expect(repository.requestedCounts.count == 3)
    }
}
