import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// The racing day's screens lay out only the rows around the selected one, however large the
/// day: a day of 30,000 meetings or a meeting of 20,000 races costs a frame what a few do, and
/// its columns stay those of the whole list.
@Suite struct WatchRacingDayWindowTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!
    private let date = CalendarDate(year: 2026, month: 1, day: 15)!
    private let size = ScreenSize(columns: 100, rows: 30)

    /// `count` meetings, each with a race to come, a minute apart; the last has the longest name.
    private func day(meetings count: Int) -> RacingDay {
        RacingDayFactory.day(meetings: count, on: date, from: now, lastName: "Longest Meeting Name Of All")
    }

    /// One meeting of `count` races, a minute apart; the last has the longest name.
    private func meeting(races count: Int) -> RacingDay {
        RacingDay(
            date: date,
            meetings: [
                Meeting(
                    id: "big", name: "Big", category: .harness, date: date,
                    races: (0..<count).map { index in race(index, of: count) })
            ])
    }

    /// Race `index` of a meeting of `count`, a minute after the one before; the last has the
    /// longest name.
    private func race(_ index: Int, of count: Int) -> MeetingRace {
        let name = index == count - 1 ? "The Longest Race Name Of The Whole Meeting" : "Pace"
        let start = now.addingTimeInterval(60 * Double(index + 1))
        return MeetingRace(
            id: "r\(index)", number: index % 99 + 1, name: name, advertisedStart: start, status: .open)
    }

    private func opened(_ day: RacingDay) -> WatchViewModel {
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: utc), size: size, now: now)
        _ = model.handle(.key(.byte(UInt8(ascii: "m"))), at: now)
        _ = model.handle(
            .racingDay(
                RacingDaySnapshot(
                    value: day, updatedAt: now, failure: nil, nextFetchAt: now.addingTimeInterval(30))),
            at: now)
        return model
    }

    @Test func aDayOfThirtyThousandMeetingsLaysOutAScreenOfRowsNotTheDay() throws {
        var model = opened(day(meetings: 30_000))

        for second in 1...3 {
            _ = model.handle(.tick, at: now.addingTimeInterval(Double(second)))
        }

        let panel = try #require(model.screen.racingDay)
        #expect(panel.rowCount == 30_000)
        #expect(panel.lines.count <= 2 * size.rows + 2, "a header and the rows around the selection")
        #expect(panel.selectedID == "m0")
    }

    @Test func theArrowsMoveThroughTheWholeDayAndTheScreenFollows() throws {
        var model = opened(day(meetings: 10_000))

        for _ in 0..<150 {
            _ = model.handle(.key(.down), at: now)
        }

        let panel = try #require(model.screen.racingDay)
        #expect(panel.selectedID == "m150")
        #expect(panel.lines.count <= 2 * size.rows + 2)
        let shown = WatchScreenLayout(usesColor: false).frame(for: model.screen).map(\.text)
        #expect(
            shown.contains { $0.hasPrefix(">") && $0.contains("M150 ") }, "\(shown.joined(separator: "\n"))")
        #expect(shown.contains { $0.contains("above") && $0.contains("more") })
    }

    @Test func theColumnsAreTheWholeDaysThoughOnlyAWindowIsLaidOut() throws {
        let day = day(meetings: 3_000)
        let model = opened(day)

        let panel = try #require(model.screen.racingDay)
        let whole = MeetingsTableLayout.lines(
            for: day, now: now, clock: ClockTimeFormatter(timeZone: utc),
            width: size.columns - WatchScreenLayout.racingDayGutter, suggestsOptions: false)
        // Up to the next race, whose countdown the clock changes (and a race a day away dates),
        // the columns are the whole day's.
        let next = try #require(whole.first?.text.range(of: "Next")).lowerBound.utf16Offset(in: whole[0].text)
        let fixed = { (line: RacingDayLine) in String(line.text.prefix(next)) }
        #expect(panel.lines.first.map(fixed) == whole.first.map(fixed), "the header of the whole day's table")
        #expect(fixed(panel.lines[1]) == fixed(whole[1]), "the first row, padded for the last meeting's name")
        #expect(fixed(whole[1]).hasSuffix("0/1  "), "\(whole[1])")
    }

    @Test func aMeetingOfTwentyThousandRacesOpensAndScrollsAWindowAtATime() throws {
        var model = opened(meeting(races: 20_000))
        _ = model.handle(.key(.enter), at: now)

        for _ in 0..<200 {
            _ = model.handle(.key(.down), at: now)
        }
        _ = model.handle(.tick, at: now.addingTimeInterval(1))

        let panel = try #require(model.screen.racingDay)
        #expect(panel.showsMeeting)
        #expect(panel.rowCount == 20_000)
        #expect(panel.selectedID == "r200")
        #expect(panel.lines.count <= 2 * size.rows + 8, "the title, conditions and header, and the rows")
        let header = try #require(panel.lines.first { $0.style == .header })
        let wholeHeader = MeetingLayout.lines(
            for: MeetingViewModel(
                meeting: meeting(races: 20_000).meetings[0], racingDate: date, now: now,
                clock: ClockTimeFormatter(timeZone: utc)),
            width: size.columns - WatchScreenLayout.racingDayGutter
        ).first { $0.style == .header }
        #expect(header.text == wholeHeader?.text, "the name column as wide as the longest name needs")
    }

    @Test func aMeetingThatGoesAtARefetchTakesTheScreenBackToTheMeetingsWhereTheArrowsStillMove() throws {
        var model = opened(day(meetings: 5))
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.enter), at: now)
        #expect(model.screen.racingDay?.showsMeeting == true)

        let without = RacingDay(date: date, meetings: day(meetings: 5).meetings.filter { $0.id != "m1" })
        _ = model.handle(
            .racingDay(
                RacingDaySnapshot(
                    value: without, updatedAt: now, failure: nil, nextFetchAt: now.addingTimeInterval(30))),
            at: now)
        _ = model.handle(.key(.down), at: now)

        let panel = try #require(model.screen.racingDay)
        #expect(!panel.showsMeeting)
        #expect(panel.rowCount == 4)
        #expect(panel.selectedID == "m2")
    }
}
