import DomainLayer
import Testing

@Suite struct BackoffTests {
    private let backoff = Backoff(initial: .seconds(5), maximum: .seconds(60))

    @Test(arguments: [(1, 5), (2, 10), (3, 20), (4, 40), (5, 60), (12, 60)])
    func doublesUpToTheMaximum(failures: Int, seconds: Int) {
        #expect(backoff.delay(afterFailures: failures) == .seconds(seconds))
    }

    @Test func waitsAtLeastAsLongAsTheServerAsks() {
        #expect(backoff.delay(afterFailures: 1, retryAfter: .seconds(120)) == .seconds(120))
        #expect(backoff.delay(afterFailures: 3, retryAfter: .seconds(2)) == .seconds(20))
    }

    @Test(arguments: [Duration.seconds(3601), .seconds(999_999_999_999), .seconds(Int64.max)])
    func holdsAServersWaitAtAnHour(retryAfter: Duration) {
        #expect(backoff.delay(afterFailures: 1, retryAfter: retryAfter) == .seconds(3600))
    }

    @Test func takesNoNegativeWaitFromAServer() {
        #expect(backoff.delay(afterFailures: 1, retryAfter: .seconds(-100)) == .seconds(5))
    }
}
