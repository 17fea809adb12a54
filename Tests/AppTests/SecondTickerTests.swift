import Foundation
import Synchronization
import TestSupport
import Testing

@testable import nexttogo

@Suite(.timeLimit(.minutes(1))) struct SecondTickerTests {
    @Test func wakesJustAfterEachWholeSecondOfTheDateSourceOnTheInjectedClock() async {
        let clock = ManualClock(startDate: Date(timeIntervalSince1970: 1_768_438_800.3))
        let ticker = SecondTicker(dates: clock.dates, clock: clock)
        let ticks = Mutex(0)
        let task = Task {
            while await ticker.sleepUntilNextSecond() {
                ticks.withLock { $0 += 1 }
            }
        }
        defer { task.cancel() }
        await clock.advance(by: .milliseconds(700))
        #expect(ticks.withLock { $0 } == 0, "the whole second is 0.7 s away, and the tick 5 ms after it")
        await clock.advance(by: .milliseconds(10))
        #expect(ticks.withLock { $0 } == 1)
        await clock.advance(by: .milliseconds(990))
        #expect(ticks.withLock { $0 } == 1)
        await clock.advance(by: .milliseconds(10))
        #expect(ticks.withLock { $0 } == 2, "once a second, not more")
    }
}
