import Foundation
import Synchronization
import TestSupport
import Testing

@testable import BoardServer

/// What is made of one version of some data is made once in a second, and again for a new
/// version or a new second: the racing day's page on a day of thousands of meetings, the board.
@Suite struct SecondMemoTests {
    @Test func aVersionIsMadeOnceASecondAndAgainWhenTheDataOrTheSecondMoves() {
        let memo = SecondMemo<Int, String>()
        let made = Mutex(0)
        func value(_ version: Int, _ seconds: TimeInterval) -> String {
            memo.value(of: version, at: Date(timeIntervalSince1970: seconds)) {
                made.withLock { $0 += 1 }
                return "v\(version)@\(Int(seconds))"
            }
        }

        let values = [value(1, 100.1), value(1, 100.9), value(2, 100.9), value(2, 101.0), value(2, 101.5)]

        #expect(values == ["v1@100", "v1@100", "v2@100", "v2@101", "v2@101"])
        #expect(made.withLock { $0 } == 3)
    }

    @Test func aValueSlowToMakeIsKeptFiveTimesAsLongAsItTookWhateverTheSecond() {
        let clock = ManualClock()
        let memo = SecondMemo<Int, String>(clock: clock)
        let made = Mutex(0)
        func value(_ seconds: TimeInterval) -> String {
            memo.value(of: 1, at: Date(timeIntervalSince1970: seconds)) {
                made.withLock { $0 += 1 }
                // Two seconds to lay out, as a day of 20,000 meetings takes.
                clock.move(by: .seconds(2))
                return "made at \(Int(seconds))"
            }
        }

        let values = [value(100), value(102), value(109.9), value(110)]

        #expect(values == ["made at 100", "made at 100", "made at 100", "made at 110"])
        #expect(made.withLock { $0 } == 2)
    }
}
