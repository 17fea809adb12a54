import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// A meeting still racing belongs to today until its last race has run, whichever date it
/// started on: in today's first hours yesterday's meetings with a race to run are added and found
/// by name before their namesakes racing tonight; at any other time or date only the day asked
/// for is fetched.
@Suite struct CarryOverMeetingsRepositoryTests {
    private static let utc = TimeZone(identifier: "UTC")!
    private static let today = CalendarDate(year: 2026, month: 11, day: 29)!
    private static let yesterday = CalendarDate(year: 2026, month: 11, day: 28)!
    /// 01:00 UTC on the 29th.
    private static let earlyToday = Date(timeIntervalSince1970: 1_795_914_000)

    /// Yonkers filed under `date`, its ten races an evening's, 23:00 to 02:24 UTC, the first on
    /// `date`; a race is open when it starts after `now`.
    private static func yonkers(filedOn date: CalendarDate, now: Date) -> Meeting {
        let firstStart = Date(timeIntervalSince1970: TimeInterval(date.daysSinceEpoch * 86_400 + 23 * 3_600))
        return Meeting(
            id: "yonkers-\(date)", name: "Yonkers Raceway", category: .harness, date: date,
            races: (1...10).map { number in
                let start = firstStart.addingTimeInterval(TimeInterval((number - 1) * 1_200))
                return MeetingRace(
                    id: "yonkers-\(date)-r\(number)", number: number, name: "Race \(number)",
                    advertisedStart: start, status: start > now.addingTimeInterval(-60) ? .open : .final)
            })
    }

    private static func repository(at now: Date) -> (CarryOverMeetingsRepository, StubMeetingsRepository) {
        let stub = StubMeetingsRepository { date in
            RacingDay(date: date, meetings: [yonkers(filedOn: date, now: now)])
        }
        return (CarryOverMeetingsRepository(base: stub, dates: DateSource { now }), stub)
    }

    @Test func inTodaysFirstHoursYesterdaysMeetingStillRacingIsTodaysAndItsNameFindsIt() async throws {
        let (repository, stub) = Self.repository(at: Self.earlyToday)

        let day = try await repository.racingDay(Self.today, timeZone: Self.utc)
        // As the commands ask for it: filtered, here by categories that keep every meeting.
        let found = MeetingFinder(day: day.filtered(by: CategoryFilter([.harness]), countries: .all))
            .findRace(meeting: "yonkers", number: 10)

        #expect(Set(stub.requestedDates) == [Self.today, Self.yesterday])
        #expect(day.date == Self.today)
        #expect(day.meetings.map(\.id) == ["yonkers-2026-11-29", "yonkers-2026-11-28"])
        #expect(day.carriedOver == ["yonkers-2026-11-28"])
        guard case .found(let meeting, let race) = found else {
            Issue.record("R10 not found: \(found)")
            return
        }
        #expect(meeting.id == "yonkers-2026-11-28", "the meeting racing now, not tonight's")
        #expect(race.advertisedStart.timeIntervalSince(Self.earlyToday) < 3 * 3_600)
    }

    @Test func aMeetingOfYesterdayWhoseRacesHaveAllRunIsLeftThere() async throws {
        // 04:00 UTC: yesterday's evening meeting ended at 02:24.
        let (repository, stub) = Self.repository(at: Self.earlyToday.addingTimeInterval(3 * 3_600))

        let day = try await repository.racingDay(Self.today, timeZone: Self.utc)

        #expect(Set(stub.requestedDates) == [Self.today, Self.yesterday])
        #expect(day.meetings.map(\.id) == ["yonkers-2026-11-29"])
        #expect(day.carriedOver.isEmpty)
    }

    @Test(arguments: [
        (13 * 3_600.0, "2026-11-29", "past today's first twelve hours"),
        (0, "2026-11-30", "another date than today"),
        (0, "2026-11-28", "yesterday asked for itself"),
    ])
    func otherwiseOnlyTheDayAskedForIsFetched(after seconds: TimeInterval, asked: String, why: String)
        async throws
    {
        let (repository, stub) = Self.repository(at: Self.earlyToday.addingTimeInterval(seconds))
        let date = try #require(CalendarDate(iso: asked))

        let day = try await repository.racingDay(date, timeZone: Self.utc)

        #expect(stub.requestedDates == [date], Comment(rawValue: why))
        #expect(day.carriedOver.isEmpty)
    }

    @Test func yesterdayFailingLeavesTodayAsItCame() async throws {
        let stub = StubMeetingsRepository { date throws(FetchFailure) in
            guard date == Self.today else { throw FetchFailure.httpStatus(503, retryAfter: nil) }
            return RacingDay(date: date, meetings: [Self.yonkers(filedOn: date, now: Self.earlyToday)])
        }
        let repository = CarryOverMeetingsRepository(base: stub, dates: DateSource { Self.earlyToday })

        let day = try await repository.racingDay(Self.today, timeZone: Self.utc)

        #expect(day.meetings.map(\.id) == ["yonkers-2026-11-29"])
    }

    @Test func aMeetingOfYesterdayInTodaysAnswerAlreadyIsNotAddedTwice() async throws {
        let carried = Self.yonkers(filedOn: Self.yesterday, now: Self.earlyToday)
        let stub = StubMeetingsRepository { date in
            RacingDay(date: date, meetings: date == Self.today ? [carried] : [carried])
        }
        let repository = CarryOverMeetingsRepository(base: stub, dates: DateSource { Self.earlyToday })

        let day = try await repository.racingDay(Self.today, timeZone: Self.utc)

        #expect(day.meetings.map(\.id) == [carried.id])
        #expect(day.carriedOver.isEmpty)
    }
}
