import Foundation
import SharedUtils
import Testing

@Suite struct CalendarDateTests {
    @Test(arguments: ["2023-07-13", "2000-01-01", "2100-12-31", "2024-02-29"])
    func aDateReadsAndWritesAsYearMonthDay(text: String) throws {
        #expect(try #require(CalendarDate(iso: text)).description == text)
    }

    @Test(arguments: [
        "1999-12-31", "2101-01-01", "2023-02-29", "2023-13-01", "2023-00-10", "2023-04-31", "2023-7-13",
        "2023/07/13", "20230713", "", "２０２３-07-13", "2023-07-1x",
    ])
    func anythingElseIsNoDate(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test(arguments: [
        (1_689_206_400.0, "UTC", "2023-07-13"),
        (1_689_206_399.0, "UTC", "2023-07-12"),
        (1_689_170_400.0, "Australia/Sydney", "2023-07-13"),
        (1_689_170_399.0, "Australia/Sydney", "2023-07-12"),
        (1_689_224_400.0, "America/New_York", "2023-07-13"),
    ])
    func theDateContainingAMomentDependsOnTheZone(seconds: Double, zone: String, expected: String) throws {
        let date = CalendarDate(
            containing: Date(timeIntervalSince1970: seconds), in: try #require(TimeZone(identifier: zone)))

        #expect(date?.description == expected)
    }

    @Test func datesCountAndMoveByWholeDaysAcrossMonthsYearsAndLeapDays() throws {
        let date = try #require(CalendarDate(iso: "2024-02-28"))

        #expect(date.adding(days: 1)?.description == "2024-02-29")
        #expect(date.adding(days: 2)?.description == "2024-03-01")
        #expect(date.adding(days: -59)?.description == "2023-12-31")
        #expect(date.adding(days: 366)?.description == "2025-02-28")
        #expect(try #require(CalendarDate(iso: "2025-02-28")).days(since: date) == 366)
    }

    @Test func movingOutOfTheYearsIsNoDate() throws {
        let date = try #require(CalendarDate(iso: "2100-12-31"))

        #expect(date.adding(days: 1) == nil)
        #expect(date.adding(days: Int.max) == nil)
        #expect(CalendarDate(containing: Date(timeIntervalSince1970: 1e300), in: .gmt) == nil)
    }
}
