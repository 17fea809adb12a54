import DomainLayer
import Foundation
import SharedUtils
import Synchronization
import TestSupport
import Testing

/// The watch screen's racing day (`m`) fetches: none until it is opened, then at once and every
/// 5 minutes while it is open, none once it is closed; through a failure the last good day stays,
/// marked stale, and it is fetched again 30 seconds later; on a `ManualClock`.
@Suite(.timeLimit(.minutes(1))) struct RacingDayFollowerTests {
    private let clock = ManualClock()
    private let utc = TimeZone(identifier: "UTC")!

    private struct Failure: Error {}

    /// A repository whose every fetch takes a second on the test's clock, so a test can act
    /// while one is under way.
    private final class SlowMeetingsRepository: MeetingsRepository, Sendable {
        private let clock: ManualClock
        private let day: @Sendable (CalendarDate) -> RacingDay
        private let finished = Mutex(0)

        init(clock: ManualClock, day: @escaping @Sendable (CalendarDate) -> RacingDay) {
            self.clock = clock
            self.day = day
        }

        /// How many fetches ran to their end.
        var finishedCount: Int { finished.withLock { $0 } }

        func racingDay(_ date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure) -> RacingDay {
            do {
                try await clock.sleep(for: .seconds(1))
            } catch {
                throw .cancelled  // The sleep throws only when the task is cancelled.
            }
            finished.withLock { $0 += 1 }
            return day(date)
        }
    }

    private func day(_ date: CalendarDate) -> RacingDay {
        RacingDay(
            date: date,
            meetings: [
                Meeting(
                    id: "m1", name: "Randwick", category: .horse, date: date,
                    races: [
                        MeetingRace(
                            id: "r1", number: 1, name: "R1", advertisedStart: clock.date, status: .open)
                    ])
            ])
    }

    /// A follower over `repository` running in a task, and what it hands on.
    private func running(_ repository: any MeetingsRepository)
        -> (RacingDayFollower, SnapshotRecorder<RacingDaySnapshot>, Task<Void, Never>)
    {
        let follower = RacingDayFollower(
            repository: repository, timeZone: utc, clock: clock, dates: clock.dates)
        let (snapshots, continuation) = AsyncStream<RacingDaySnapshot>.makeStream()
        let task = Task { await follower.run { continuation.yield($0) } }
        return (follower, SnapshotRecorder(snapshots), task)
    }

    @Test func theDayIsFetchedWhenOpenedEveryFiveMinutesWhileOpenAndNeverWhileClosed() async {
        let repository = StubMeetingsRepository { self.day($0) }
        let (follower, posted, task) = running(repository)
        clock.move(by: .seconds(600))
        await Task.yield()
        #expect(repository.requestedDates.isEmpty, "nothing before the meetings are opened")

        follower.send(.open)
        await posted.waitForElements(count: 1)
        await clock.waitForSleepers()
        #expect(repository.requestedDates == [CalendarDate(containing: clock.date, in: utc)!])
        await clock.advance(by: .seconds(60 * 60))
        await posted.waitForElements(count: 13)
        #expect(repository.requestedDates.count == 13, "12 an hour while open, plus the first")

        follower.send(.close)
        // Closing cancels the fetches' schedule: its sleep ends, and nothing sleeps on the clock.
        await clock.waitForSleepers(count: 0)
        clock.move(by: .seconds(60 * 60))
        await Task.yield()
        #expect(repository.requestedDates.count == 13, "none while closed")

        follower.open()
        await posted.waitForElements(count: 14)
        #expect(repository.requestedDates.count == 14, "opened again, it fetches at once")
        #expect(posted.elements.allSatisfy { !$0.isStale && $0.value != nil })
        task.cancel()
        await task.value
    }

    @Test func throughAFailureTheLastDayStaysMarkedStaleAndIsFetchedAgainThirtySecondsLater() async {
        let repository = StubMeetingsRepository { self.day($0) }
        let (follower, posted, task) = running(repository)
        follower.open()
        await posted.waitForElements(count: 1)
        await clock.waitForSleepers()
        let fetchedAt = clock.date

        repository.respond { _ throws(FetchFailure) in throw FetchFailure.unreachable(host: "api.neds.com.au")
        }
        await clock.advance(by: .seconds(300))
        await posted.waitForElements(count: 2)
        let stale = posted.last
        #expect(stale?.isStale == true)
        #expect(stale?.value == posted.elements.first?.value, "the last good day stays")
        #expect(stale?.updatedAt == fetchedAt)
        #expect(stale?.nextFetchAt == clock.date.addingTimeInterval(30))

        repository.respond { self.day($0) }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(30))
        await posted.waitForElements(count: 3)
        #expect(posted.last?.isStale == false, "it recovers by itself")
        task.cancel()
        await task.value
    }

    @Test(arguments: [false, true])
    func aServerAskingToWaitLongerIsWaitedFor(asDate: Bool) async {
        let clock = clock
        let repository = StubMeetingsRepository { _ throws(FetchFailure) in
            throw FetchFailure.httpStatus(
                429, retryAfter: asDate ? .date(clock.date.addingTimeInterval(120)) : .delay(.seconds(120)))
        }
        let (follower, posted, task) = running(repository)
        follower.open()
        await posted.waitForElements(count: 1)
        await clock.waitForSleepers()

        #expect(posted.last?.nextFetchAt == clock.date.addingTimeInterval(120), "not the 30 s retry")
        await clock.advance(by: .seconds(119))
        #expect(repository.requestedDates.count == 1)
        await clock.advance(by: .seconds(1))
        await posted.waitForElements(count: 2)
        #expect(repository.requestedDates.count == 2)
        task.cancel()
        await task.value
    }

    @Test func rFetchesTheOpenDayAgainAtMostEveryTwoSecondsAndKeepsItThroughAFailure() async {
        let repository = StubMeetingsRepository { self.day($0) }
        let (follower, posted, task) = running(repository)
        follower.open()
        await posted.waitForElements(count: 1)
        await clock.waitForSleepers()
        let opened = clock.now

        // A held key: two presses half a second after opening, taken together.
        clock.move(by: .milliseconds(500))
        follower.refresh()
        follower.send(.refresh)
        await clock.waitForSleeper(until: opened.advanced(by: ManualRefresh.minimumGap))
        #expect(repository.requestedDates.count == 1, "none within the gap")
        await clock.advance(by: .milliseconds(1_500))
        await posted.waitForElements(count: 2)
        await clock.waitForSleepers()
        #expect(repository.requestedDates.count == 2, "one fetch for both presses, when the gap is up")

        repository.respond { _ throws(FetchFailure) in throw FetchFailure.unreachable(host: "api.neds.com.au")
        }
        clock.move(by: .seconds(10))
        follower.refresh()
        await posted.waitForElements(count: 3)
        #expect(repository.requestedDates.count == 3, "past the gap, at once")
        #expect(posted.last?.isStale == true)
        #expect(posted.last?.value == posted.elements[1].value, "the refreshed day stays through a failure")
        task.cancel()
        await task.value
    }

    @Test func rDuringAFetchLetsItFinishThenFetchesOnceTheGapIsUp() async {
        let repository = SlowMeetingsRepository(clock: clock) { self.day($0) }
        let (follower, posted, task) = running(repository)
        follower.open()
        await clock.waitForSleepers()
        let opened = clock.now

        follower.refresh()
        await clock.advance(by: .seconds(1))
        await posted.waitForElements(count: 1)
        #expect(repository.finishedCount == 1, "the fetch under way was not cut short")
        #expect(posted.last?.value != nil)

        // The refresh waits out the gap from the opening, then fetches once.
        await clock.waitForSleeper(until: opened.advanced(by: ManualRefresh.minimumGap))
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        await posted.waitForElements(count: 2)
        #expect(repository.finishedCount == 2)
        task.cancel()
        await task.value
    }
}
