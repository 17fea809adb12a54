import DataLayer
import Foundation
import SharedUtils
import Testing

@Suite struct RetryAfterTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    @Test func readsDelaySeconds() {
        #expect(RetryAfter(headerValue: " 120 ") == .delay(.seconds(120)))
    }

    @Test func readsAnHTTPDateAndTurnsItIntoAWait() throws {
        let retryAfter = try #require(RetryAfter(headerValue: "Thu, 15 Jan 2026 01:00:30 GMT"))
        #expect(retryAfter.delay(from: now) == .seconds(30))
        #expect(retryAfter.delay(from: now.addingTimeInterval(60)) == .zero)
    }

    @Test(arguments: [
        "Thursday, 15-Jan-26 01:00:30 GMT", "Thu Jan 15 01:00:30 2026", "Thu Jan  8 01:00:30 2026",
    ])
    func readsTheObsoleteHTTPDateForms(value: String) throws {
        let retryAfter = try #require(RetryAfter(headerValue: value))
        let expected: Duration = value.contains("Jan 15") || value.contains("15-Jan") ? .seconds(30) : .zero
        #expect(retryAfter.delay(from: now) == expected)
    }

    @Test(arguments: ["3600", "3601", "999999999999", "9223372036854775807", "99999999999999999999999999"])
    func holdsALongDelayAtAnHour(value: String) {
        #expect(RetryAfter(headerValue: value) == .delay(.seconds(3600)))
        #expect(RetryAfter(headerValue: value)?.delay(from: now) == RetryAfter.longestDelay)
    }

    @Test(arguments: ["Fri, 31 Dec 9999 23:59:59 GMT", "Thu, 15 Jan 2026 02:00:31 GMT"])
    func holdsADateMoreThanAnHourAwayAtAnHour(value: String) throws {
        let retryAfter = try #require(RetryAfter(headerValue: value))
        #expect(retryAfter.delay(from: now) == .seconds(3600))
    }

    @Test func holdsAnyDelayItIsGivenBetweenZeroAndAnHour() {
        #expect(RetryAfter.delay(.seconds(Int64.max)).delay(from: now) == .seconds(3600))
        #expect(RetryAfter.delay(.seconds(-5)).delay(from: now) == .zero)
        #expect(RetryAfter.date(.distantFuture).delay(from: now) == .seconds(3600))
        #expect(RetryAfter.date(.distantPast).delay(from: now) == .zero)
    }

    @Test(arguments: ["", "soon", "-5", "+5", "1.5", "5 s"])
    func ignoresValuesItCannotRead(value: String) {
        #expect(RetryAfter(headerValue: value) == nil)
    }

    /// Foundation's `DateFormatter` traps on a date with combining marks (found by the pipeline
    /// fuzzer: `retry-after-date-of-combining-marks.bin`); such text is no date.
    @Test(arguments: [
        "Fri, 31 " + String(repeating: "\u{301}", count: 2_000) + " Dec 9999 23:59:59 GMT",
        "Fri, 31 Dec 9999 23:59:59 GMT\u{301}",
        "Fri, 31 Dec 9999 23:59:59 GMT" + String(repeating: "x", count: 20),
    ])
    func aDateOfCombiningMarksOrPastAnyHTTPDatesLengthIsNoDate(value: String) {
        #expect(RetryAfter(headerValue: value) == nil)
        #expect(HTTPDate.date(from: value) == nil)
    }

    @Test func theLongestHTTPDateFormIsRead() throws {
        let date = try #require(HTTPDate.date(from: "Wednesday, 09-Nov-94 08:49:37 GMT"))
        #expect(date == Date(timeIntervalSince1970: 784_370_977))
    }
}
