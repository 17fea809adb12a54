import DataLayer
import Foundation
import SharedUtils
import Testing

@testable import DomainLayer

/// The blackbook's API budget: when each race's card is fetched, and how many in an hour.
@Suite struct CardFetchScheduleTests {
    private static let start = Date(timeIntervalSince1970: 1_779_494_400)

    private func race(_ id: String, startsIn minutes: Double, status: RaceStatus = .open) -> MeetingRace {
        MeetingRace(
            id: id, number: 1, name: "", advertisedStart: Self.start.addingTimeInterval(minutes * 60),
            status: status)
    }

    private func at(minutes: Double) -> Date {
        Self.start.addingTimeInterval(minutes * 60)
    }

    @Test func aRaceIsFetchedOnceInTheHourBeforeItAndAgainTenMinutesBefore() {
        var schedule = CardFetchSchedule()
        let races = [race("a", startsIn: 90)]

        #expect(schedule.due(in: races, at: at(minutes: 0)).isEmpty, "90 minutes away")
        #expect(schedule.due(in: races, at: at(minutes: 30)).map(\.id) == ["a"], "an hour away")
        #expect(schedule.due(in: races, at: at(minutes: 31)).isEmpty)
        #expect(schedule.due(in: races, at: at(minutes: 79)).isEmpty, "11 minutes away")
        #expect(schedule.due(in: races, at: at(minutes: 80)).map(\.id) == ["a"], "10 minutes away")
        #expect(schedule.due(in: races, at: at(minutes: 85)).isEmpty)
        #expect(schedule.due(in: races, at: at(minutes: 91)).isEmpty, "started")
    }

    @Test func aRaceFirstSeenInItsLastTenMinutesIsFetchedOnce() {
        var schedule = CardFetchSchedule()
        let races = [race("a", startsIn: 5)]

        #expect(schedule.due(in: races, at: at(minutes: 0)).map(\.id) == ["a"])
        #expect(schedule.due(in: races, at: at(minutes: 1)).isEmpty)
    }

    @Test func aRaceRunOrAbandonedIsNeverFetched() {
        var schedule = CardFetchSchedule()

        let due = schedule.due(
            in: [race("run", startsIn: -1, status: .final), race("off", startsIn: 20, status: .abandoned)],
            at: at(minutes: 0))

        #expect(due.isEmpty)
    }

    @Test func noMoreThanTheHourlyLimitAreFetchedInAnHourSoonestFirstAndTheRestLater() {
        var schedule = CardFetchSchedule()
        let limit = schedule.budget.hourlyLimit
        let races = (0..<(limit + 10)).map { race("r\($0)", startsIn: 50 + Double($0) / 100) }

        let first = schedule.due(in: races, at: at(minutes: 0))
        let soon = schedule.due(in: races, at: at(minutes: 30))
        let later = schedule.due(in: races, at: at(minutes: 60))

        #expect(first.count == limit)
        #expect(first.first?.id == "r0")
        #expect(soon.isEmpty, "the hour's budget is spent")
        #expect(later.isEmpty, "the races started before the budget came back")
    }

    @Test func theOneShotTakesTheRacesToRunSoonestFirstUpToItsLimit() {
        let budget = CardFetchBudget.standard
        let races =
            [race("run", startsIn: -5, status: .final)]
            + (0..<(budget.oneShotLimit + 3)).map { race("r\($0)", startsIn: 600 - Double($0)) }

        let plan = CardFetchSchedule.oneShot(races, at: at(minutes: 0))

        #expect(plan.races.count == budget.oneShotLimit)
        #expect(plan.races.first?.id == "r\(budget.oneShotLimit + 2)")
        #expect(plan.unchecked == 3)
    }

    /// Following the whole recorded day (69 meetings, 681 races, every category and country),
    /// minute by minute: what the budget costs, as docs/alerts.md states it.
    @Test func overTheRecordedDayTheBudgetIsKept() async throws {
        let day0 = Date(timeIntervalSince1970: 1_779_494_400)  // 00:00 UTC, 23 May 2026
        let service = try RecordedMeetingsService.builtIn(dates: DateSource { day0 })
        let day = try await MeetingsServiceRepository(service: service)
            .racingDay(CalendarDate(year: 2026, month: 5, day: 23)!, timeZone: .gmt)
        let races = day.meetings.flatMap(\.races).filter { $0.status != .abandoned }
        var schedule = CardFetchSchedule()
        var fetchTimes: [Date] = []
        var looks: [String: Int] = [:]
        for minute in 0..<(36 * 60) {
            let now = day0.addingTimeInterval(Double(minute) * 60)
            for race in schedule.due(in: races, at: now) {
                fetchTimes.append(now)
                looks[race.id, default: 0] += 1
            }
        }
        let busiestHour =
            fetchTimes.map { start in
                fetchTimes.count { $0 >= start && $0 < start.addingTimeInterval(3600) }
            }.max() ?? 0

        #expect(races.count == 669)
        #expect(fetchTimes.count <= 2 * races.count)
        #expect(busiestHour <= schedule.budget.hourlyLimit)
        #expect(looks.count == races.count, "every race's card is read at least once")
        #expect(fetchTimes.count == 1_338, "two looks at each race: \(fetchTimes.count)")
        #expect(busiestHour == 94, "the busiest hour: \(busiestHour)")
    }

    @Test func aWatchedRaceIsFetchedEveryFiveMinutesInTheHourBeforeItBesideItsTwoLooks() {
        var schedule = CardFetchSchedule()
        let races = [race("a", startsIn: 90), race("b", startsIn: 90)]
        var fetched: [String: [Double]] = [:]
        for minute in 0...95 {
            for race in schedule.due(in: races, watching: ["a"], at: at(minutes: Double(minute))) {
                fetched[race.id, default: []].append(Double(minute))
            }
        }

        #expect(
            fetched["a"] == [30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85], "12 cards, the looks among them"
        )
        #expect(fetched["b"] == [30, 80], "a race not watched: its two looks")
    }

    @Test func withNoNameToFindOnlyTheWatchedRacesAreFetched() {
        var schedule = CardFetchSchedule()
        let races = [race("a", startsIn: 20), race("b", startsIn: 20)]

        #expect(
            schedule.due(in: races, watching: ["a"], findsNames: false, at: at(minutes: 0)).map(\.id) == ["a"]
        )
        #expect(schedule.due(in: races, watching: ["a"], findsNames: false, at: at(minutes: 4)).isEmpty)
        #expect(
            schedule.due(in: races, watching: ["a"], findsNames: false, at: at(minutes: 5)).map(\.id) == ["a"]
        )
    }

    @Test func theBlackbooksLooksComeBeforeThePricesWhenTheHourIsFull() {
        var schedule = CardFetchSchedule()
        let limit = schedule.budget.hourlyLimit
        let watched = race("w", startsIn: 20)
        _ = schedule.due(in: [watched], watching: ["w"], at: at(minutes: 0))
        let others = (0..<limit).map { race("r\($0)", startsIn: 30 + Double($0) / 100) }

        let due = schedule.due(in: [watched] + others, watching: ["w"], at: at(minutes: 5))

        #expect(due.count == limit - 1, "one of the hour's requests was the watched race's first look")
        #expect(!due.map(\.id).contains("w"), "its price look waits for room")
    }

    /// Following the recorded day with the demo's blackbook and an alert channel: every harness
    /// and greyhound race holds a followed runner (the demo's names run on those cards), so each
    /// is watched for prices from its first look. What that costs, as docs/alerts.md states it.
    @Test func overTheRecordedDayWatchingTheDemosPricesKeepsTheBudget() async throws {
        let day0 = Date(timeIntervalSince1970: 1_779_494_400)  // 00:00 UTC, 23 May 2026
        let service = try RecordedMeetingsService.builtIn(dates: DateSource { day0 })
        let day = try await MeetingsServiceRepository(service: service)
            .racingDay(CalendarDate(year: 2026, month: 5, day: 23)!, timeZone: .gmt)
        let races = day.meetings.flatMap(\.races).filter { $0.status != .abandoned }
        let watched = Set(
            day.meetings.filter { $0.category != .horse }.flatMap(\.races).map(\.id))
        var schedule = CardFetchSchedule()
        var fetchTimes: [Date] = []
        var cards: [String: Int] = [:]
        for minute in 0..<(36 * 60) {
            let now = day0.addingTimeInterval(Double(minute) * 60)
            for race in schedule.due(in: races, watching: watched, at: now) {
                fetchTimes.append(now)
                cards[race.id, default: 0] += 1
            }
        }
        let busiestHour =
            fetchTimes.map { start in
                fetchTimes.count { $0 >= start && $0 < start.addingTimeInterval(3600) }
            }.max() ?? 0
        let watchedCards = cards.filter { watched.contains($0.key) }.values

        #expect(busiestHour <= schedule.budget.hourlyLimit, "the busiest hour: \(busiestHour)")
        #expect(races.allSatisfy { (cards[$0.id] ?? 0) >= 2 }, "every race still has its two looks")
        #expect(watched.count == 418, "watched races: \(watched.count)")
        #expect(fetchTimes.count == 3_013, "cards in all: \(fetchTimes.count)")
        #expect(busiestHour == 120, "the cap holds the busiest hour: \(busiestHour)")
        #expect(watchedCards.min() == 2, "a watched race in the busiest hours keeps its two looks")
        #expect(watchedCards.count { $0 >= 6 } == 204, "watched races read 6 times or more")
        #expect(watchedCards.count { $0 >= 12 } == 30, "watched races read all 12 times")
    }
}
