import Foundation
import Synchronization
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
}
