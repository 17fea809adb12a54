import TestSupport
import Testing

@testable import DomainLayer

@Suite struct PollScheduleTests {
    private typealias Instant = ManualClock.Instant
    private let start = ManualClock().now

    private func at(_ seconds: Int) -> Instant {
        start.advanced(by: .seconds(seconds))
    }

    private func schedule() -> PollSchedule<ManualClock> {
        PollSchedule(interval: .seconds(300), backoff: Backoff(initial: .seconds(5), maximum: .seconds(60)))
    }

    @Test func theFirstFetchIsDueAtOnceAndTheNextAnIntervalAfterItStarted() {
        var schedule = schedule()
        #expect(schedule.isDue(at: start))
        #expect(schedule.wake(at: start) == start)
        schedule.fetchStarts(at: at(0))
        schedule.fetchSucceeded(startedAt: at(0), endedAt: at(0))
        #expect(!schedule.isDue(at: at(299)))
        #expect(schedule.isDue(at: at(300)))
        #expect(schedule.wake(at: at(1)) == at(300))
        #expect(schedule.retryAt == nil)
    }

    @Test func failuresBackOffUntilOneSucceeds() {
        var schedule = schedule()
        var now = at(0)
        for expectedWait in [5, 10, 20, 40, 60, 60] {
            schedule.fetchStarts(at: now)
            schedule.fetchFailed(at: now, serverWait: nil)
            #expect(schedule.retryAt == now.advanced(by: .seconds(expectedWait)))
            now = now.advanced(by: .seconds(expectedWait))
            #expect(schedule.isDue(at: now))
        }
        schedule.fetchStarts(at: now)
        schedule.fetchSucceeded(startedAt: now, endedAt: now)
        #expect(schedule.retryAt == nil)
        #expect(schedule.wake(at: now) == now.advanced(by: .seconds(300)))
    }

    @Test func aServersWaitLongerThanTheBackoffIsKept() {
        var schedule = schedule()
        schedule.fetchStarts(at: at(0))
        schedule.fetchFailed(at: at(1), serverWait: .seconds(120))
        #expect(schedule.wake(at: at(1)) == at(121))
    }

    @Test func aRefreshIsDueAtOnceThenNoSoonerThanTheGapAfterTheLast() {
        var schedule = schedule()
        schedule.fetchStarts(at: at(0))
        schedule.fetchSucceeded(startedAt: at(0), endedAt: at(0))
        schedule.askRefresh()
        #expect(schedule.isDue(at: at(10)), "no refresh was asked for before")
        schedule.fetchStarts(at: at(10))
        schedule.fetchSucceeded(startedAt: at(10), endedAt: at(10))
        #expect(!schedule.isRefreshAsked)

        schedule.askRefresh()
        schedule.askRefresh()
        #expect(!schedule.isDue(at: at(11)))
        #expect(schedule.wake(at: at(11)) == at(12), "the asks in between wait for the gap's end")
        #expect(schedule.isDue(at: at(12)))
        schedule.fetchStarts(at: at(12))
        schedule.fetchSucceeded(startedAt: at(12), endedAt: at(12))
        #expect(!schedule.isDue(at: at(13)), "both asks made one fetch")
    }

    @Test func aPollDueAnswersARefreshAskedForAndStartsItsGap() {
        var schedule = schedule()
        schedule.askRefresh()
        schedule.fetchStarts(at: at(0))
        schedule.fetchSucceeded(startedAt: at(0), endedAt: at(0))
        schedule.askRefresh()
        #expect(schedule.wake(at: at(1)) == at(2))
        #expect(schedule.isDue(at: at(2)))
        schedule.fetchStarts(at: at(300))
        schedule.fetchSucceeded(startedAt: at(300), endedAt: at(300))
        schedule.askRefresh()
        #expect(!schedule.isDue(at: at(301)), "the poll that answered the ask counts as one")
        #expect(schedule.wake(at: at(301)) == at(302))
    }

    @Test func anAnswerSlowerThanTheIntervalIsNotAskedAgainTheMomentItCame() {
        var schedule = schedule()
        schedule.fetchStarts(at: at(0))
        schedule.fetchSucceeded(startedAt: at(0), endedAt: at(310))

        #expect(!schedule.isDue(at: at(310)))
        #expect(schedule.wake(at: at(310)) == at(312))
    }
}
