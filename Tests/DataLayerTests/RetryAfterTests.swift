import DataLayer
import Foundation
import Testing

@Suite struct RetryAfterTests {
    @Test func readsDelaySeconds() {
        #expect(RetryAfter(headerValue: " 120 ") == .delay(.seconds(120)))
    }

    @Test func readsAnHTTPDateAndTurnsItIntoAWait() throws {
        let retryAfter = try #require(RetryAfter(headerValue: "Thu, 15 Jan 2026 01:00:30 GMT"))
        let now = Date(timeIntervalSince1970: 1_768_438_800)
        #expect(retryAfter.delay(from: now) == .seconds(30))
        #expect(retryAfter.delay(from: now.addingTimeInterval(60)) == .zero)
    }

    @Test(arguments: ["", "soon", "-5", "1.5"])
    func ignoresValuesItCannotRead(value: String) {
        #expect(RetryAfter(headerValue: value) == nil)
    }
}
