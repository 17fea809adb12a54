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
}
