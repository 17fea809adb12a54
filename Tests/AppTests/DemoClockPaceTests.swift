import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import NextToGoCLI

/// A pinned demo clock stands still for a report and runs on for a watch; unpinned, it is the wall
/// clock either way.
@Suite struct DemoClockPaceTests {
    private let pinned = Date(timeIntervalSince1970: 1_795_600_860)

    /// A wall clock far from the pinned time, so a clock that read it would be seen to.
    private let wallClock = DateSource { Date(timeIntervalSince1970: 1_900_000_000) }

    @Test func aStillClockGivesThePinnedTimeOnEveryRead() {
        let clock = ManualClock()
        let dates = DemoClock.dates(startingAt: pinned, pace: .still, wallClock: wallClock, clock: clock)

        #expect(dates.now() == pinned)
        clock.move(by: .seconds(90))
        #expect(dates.now() == pinned)
    }

    @Test func aRunningClockStartsAtThePinnedTimeAndRunsOnWithItsClock() {
        let clock = ManualClock()
        clock.move(by: .seconds(5))
        let dates = DemoClock.dates(startingAt: pinned, pace: .running, wallClock: wallClock, clock: clock)

        #expect(dates.now() == pinned)
        clock.move(by: .seconds(90))
        #expect(dates.now() == pinned.addingTimeInterval(90))
    }

    @Test(arguments: [DemoClock.Pace.still, .running])
    func unpinnedItIsTheWallClock(pace: DemoClock.Pace) {
        let dates = DemoClock.dates(startingAt: nil, pace: pace, wallClock: wallClock, clock: ManualClock())

        #expect(dates.now() == wallClock.now())
    }
}
