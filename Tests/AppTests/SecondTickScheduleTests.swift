import Foundation
import Testing

@testable import NextToGoCLI

@Suite struct SecondTickScheduleTests {
    /// A moment 0.3002 s after a whole second: no wait below falls on a whole millisecond, where
    /// the rounding of a `Double` could tip it either way.
    private let start = Date(timeIntervalSince1970: 1_768_438_800.3002)

    private func at(_ secondsAfterStart: TimeInterval) -> Date {
        start.addingTimeInterval(secondsAfterStart)
    }

    @Test func theWaitForTheFirstTickEndsFiveMillisecondsAfterTheNextWholeSecond() {
        let schedule = SecondTickSchedule(now: start)
        #expect(schedule.nextSecond == Date(timeIntervalSince1970: 1_768_438_801))
        #expect(schedule.millisecondsUntilDue(at: start) == 705)
    }

    @Test(arguments: [(0.6995, false), (0.7006, false), (0.7010, true), (0.7032, true), (0.9, true)])
    func aTickIsDueAMillisecondPastTheWholeSecondThoughTheWaitEndsLater(
        after seconds: TimeInterval, isDue: Bool
    ) {
        var schedule = SecondTickSchedule(now: start)
        let ticked = schedule.takeTick(at: at(seconds))
        #expect(ticked == isDue)
    }

    @Test func theWaitIsRoundedUpSoThatItNeverEndsBeforeTheTick() {
        let schedule = SecondTickSchedule(now: start)
        #expect(schedule.millisecondsUntilDue(at: at(0.7006)) == 5, "4.2 ms to wait")
        #expect(schedule.millisecondsUntilDue(at: at(0.7032)) == 0, "a wait ended early by the wall clock")
        #expect(schedule.millisecondsUntilDue(at: at(3)) == 0, "a tick overdue is waited for no longer")
    }

    @Test func ticksOnceASecondAndNotMore() {
        var schedule = SecondTickSchedule(now: start)
        let ticks = [0.706, 0.706, 1.7, 1.705].map { schedule.takeTick(at: at($0)) }
        #expect(ticks == [true, false, false, true], "the same second does not tick twice")
        #expect(schedule.millisecondsUntilDue(at: at(1.706)) == 999)
    }

    @Test func secondsMissedWhileBusyGiveOneTickThenTheScheduleGoesOnFromNow() {
        var schedule = SecondTickSchedule(now: start)
        let ticked = schedule.takeTick(at: at(10.2))
        #expect(ticked)
        #expect(schedule.nextSecond == Date(timeIntervalSince1970: 1_768_438_811))
        #expect(schedule.millisecondsUntilDue(at: at(10.2)) == 505)
    }

    @Test func aWallClockSetBackStartsTheScheduleAfreshInsteadOfWaitingForItToCatchUp() {
        var schedule = SecondTickSchedule(now: start)
        let hourBefore = at(-3600)
        let ticked = schedule.takeTick(at: hourBefore)
        #expect(!ticked)
        #expect(schedule.millisecondsUntilDue(at: hourBefore) == 705)
    }
}
