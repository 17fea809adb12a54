import DomainLayer
import Foundation
import SharedUtils
import Testing

/// `--date`: a word or `YYYY-MM-DD`, reckoned in a zone, in range.
@Suite struct RacingDateTests {
    /// 2026-11-24 15:00 UTC: the 25th in Sydney, the 24th in London and New York.
    private let now = Date(timeIntervalSince1970: 1_795_532_400)
    private let sydney = TimeZone(identifier: "Australia/Sydney")!
    private let newYork = TimeZone(identifier: "America/New_York")!

    @Test(arguments: [
        ("today", "Australia/Sydney", "2026-11-25"),
        ("today", "America/New_York", "2026-11-24"),
        ("Tomorrow", "Australia/Sydney", "2026-11-26"),
        (" yesterday ", "America/New_York", "2026-11-23"),
        ("YESTERDAY", "Australia/Sydney", "2026-11-24"),
        ("2026-07-13", "Australia/Sydney", "2026-07-13"),
        ("2027-11-25", "Australia/Sydney", "2027-11-25"),
        ("2025-11-24", "America/New_York", "2025-11-24"),
    ])
    func aWordOrADateNamesTheRacingDayInTheZone(text: String, zone: String, expected: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let expectedDate = try #require(CalendarDate(iso: expected))

        #expect(try RacingDate.parse(text, now: now, timeZone: timeZone) == expectedDate)
    }

    @Test(arguments: ["tommorow", "13/07/2026", "2026-7-13", "now", "", "2026-07-13T00:00"])
    func anythingElseIsNotADate(text: String) {
        #expect(throws: RacingDateError.notADate(text)) {
            try RacingDate.parse(text, now: now, timeZone: sydney)
        }
    }

    @Test(arguments: ["1999-12-31", "2101-01-01", "0000-00-00"])
    func aDateOutsideTheCalendarsRangeIsOutOfRange(text: String) {
        #expect(throws: RacingDateError.outOfRange(text)) {
            try RacingDate.parse(text, now: now, timeZone: sydney)
        }
    }

    @Test(arguments: [
        ("2026-02-30", "2026-02 has no day 30"), ("2027-02-29", "2027-02 has no day 29"),
        ("2026-04-31", "2026-04 has no day 31"), ("2026-13-01", "there is no month 13"),
        ("2026-00-10", "there is no month 0"), ("2026-07-00", "2026-07 has no day 0"),
    ])
    func aDayTheCalendarDoesNotHaveIsNotADateAndSaysWhy(text: String, reason: String) {
        #expect(throws: RacingDateError.noSuchDay(text, reason: reason)) {
            try RacingDate.parse(text, now: now, timeZone: sydney)
        }
    }

    @Test(arguments: ["2062-11-25", "2025-11-23", "2027-11-27", "2000-01-01", "2100-12-31"])
    func aDateMoreThanAYearAwayIsTooFar(text: String) {
        #expect(throws: RacingDateError.tooFar(text, today: CalendarDate(iso: "2026-11-25")!)) {
            try RacingDate.parse(text, now: now, timeZone: sydney)
        }
    }

    @Test func aLongTextIsCutInTheMessage() {
        let text = String(repeating: "9", count: 10_000)

        #expect(throws: RacingDateError.notADate(ShownTextLimit.safe(text, limit: ShownTextLimit.id))) {
            try RacingDate.parse(text, now: now, timeZone: sydney)
        }
    }

    @Test func aClockOutsideTheCalendarsYearsHasNoToday() {
        #expect(throws: RacingDateError.clockOutOfRange) {
            try RacingDate.parse("today", now: Date(timeIntervalSince1970: 0), timeZone: sydney)
        }
    }

    @Test func eachErrorIsASentenceWithWhatToGive() {
        let today = CalendarDate(iso: "2026-11-25")!

        #expect(
            RacingDateError.notADate("tommorow").description
                == "--date 'tommorow' is not a date; give today, tomorrow, yesterday or a date such as 2026-07-13"
        )
        #expect(
            RacingDateError.outOfRange("1999-12-31").description
                == "--date '1999-12-31' is no day between 2000-01-01 and 2100-12-31; give one such as 2026-07-13"
        )
        #expect(
            RacingDateError.noSuchDay("2026-02-30", reason: "2026-02 has no day 30").description
                == "--date '2026-02-30' is not a date: 2026-02 has no day 30; give one such as 2026-07-13")
        #expect(
            RacingDateError.tooFar("2062-11-25", today: today).description
                == "--date '2062-11-25' is more than a year from today (2026-11-25); give a date within a year of it"
        )
    }
}
