import Foundation
import Testing

@testable import NextToGoCLI

/// A pinned demo clock stands still for a report and runs on for a watch; unpinned, it is the wall
/// clock either way.
@Suite struct DemoClockPaceTests {
    private let pinned = Date(timeIntervalSince1970: 1_795_600_860)

    @Test func aStillClockGivesThePinnedTimeOnEveryRead() {
        let dates = DemoClock.dates(startingAt: pinned, pace: .still)

        #expect(dates.now() == pinned)
        #expect(dates.now() == pinned)
    }

    @Test func aRunningClockStartsAtThePinnedTimeAndNeverGoesBack() {
        let dates = DemoClock.dates(startingAt: pinned, pace: .running)

        let first = dates.now()
        let second = dates.now()

        #expect(first >= pinned && first < pinned.addingTimeInterval(60))
        #expect(second >= first)
    }

    @Test(arguments: [DemoClock.Pace.still, .running])
    func unpinnedItFollowsTheWallClock(pace: DemoClock.Pace) {
        let before = Date()
        let now = DemoClock.dates(startingAt: nil, pace: pace).now()

        #expect(now >= before && now <= Date())
    }
}
