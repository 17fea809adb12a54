import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// The racing day from the recorded answer (served over loopback HTTP by the App's tests), and
/// the wire-to-domain mapping.
@Suite(.timeLimit(.minutes(1))) struct MeetingsServiceRepositoryTests {
    private let date = CalendarDate(year: 2023, month: 7, day: 13)!
    private let sydney = TimeZone(identifier: "Australia/Sydney")!
    private let now = MeetingsFixtures.recordedAt

    private func recordedDay() async throws -> RacingDay {
        let response = try MeetingsResponseDecoder.decode(try MeetingsFixtures.recordedDay())
        return try await MeetingsServiceRepository(
            service: StubMeetingsService { _, _ in response }
        )
        .racingDay(date, timeZone: sydney)
    }

    private func repository(_ handler: @escaping StubMeetingsService.Handler) -> MeetingsServiceRepository {
        MeetingsServiceRepository(service: StubMeetingsService(handler))
    }

    @Test func everyMeetingAndRaceOfTheRecordedDayIsOnTheDay() async throws {
        let day = try await recordedDay()

        #expect(day.date == date)
        #expect(day.meetings.count == MeetingsFixtures.recordedMeetingCount)
        #expect(day.meetings.map(\.races.count).reduce(0, +) == MeetingsFixtures.recordedRaceCount)
        #expect(day.skippedCount == 0)
    }

    @Test func aMeetingCarriesItsVenueConditionsCompoundsAndPlacings() async throws {
        let day = try await recordedDay()
        let casino = try #require(day.meetings.first { $0.name == "Casino" })
        let monbetsu = try #require(day.meetings.first { $0.name == "Monbetsu" && $0.date?.day == 12 })

        #expect(casino.category == .greyhound)
        #expect(casino.date == date)
        #expect(casino.venue == Venue(name: "Casino", state: "NSW", country: "AUS"))
        #expect(casino.trackCondition == "Good")
        #expect(casino.weather == "FINE")
        #expect(
            casino.compounds == [
                CompoundBet(name: "EarlyQuadrella", raceNumbers: [1, 2, 3, 4]),
                CompoundBet(name: "Quadrella", raceNumbers: [5, 6, 7, 8]),
            ])
        #expect(
            monbetsu.race(number: 6)?.placings == [
                Placing(position: 1, runnerNumbers: [9]), Placing(position: 2, runnerNumbers: [2]),
                Placing(position: 3, runnerNumbers: [8]),
            ])
        #expect(monbetsu.race(number: 6)?.status == .final)
    }

    @Test func meetingsAreOrderedByTheirNextRaceWithFinishedMeetingsLast() async throws {
        let ordered = try await recordedDay().meetings(orderedAt: now)
        let nextStarts = ordered.compactMap { $0.nextRace(at: now)?.advertisedStart }

        #expect(nextStarts == nextStarts.sorted())
        #expect(nextStarts.allSatisfy { $0 > now })
        let firstOver = try #require(ordered.firstIndex { $0.nextRace(at: now) == nil })
        #expect(ordered[firstOver...].allSatisfy { $0.nextRace(at: now) == nil })
        #expect(firstOver == nextStarts.count)
        #expect(ordered.count { $0.progress(at: now) == .finished } > 0)
    }

    @Test func theAmbiguousNamesOfTheRecordedDayListEveryMeetingOfThatName() async throws {
        let finder = MeetingFinder(meetings: try await recordedDay().meetings)

        guard case .ambiguous(let ballarat) = finder.find("ballarat") else {
            Issue.record("Ballarat is not ambiguous")
            return
        }
        #expect(ballarat.map(\.category).sorted() == [.greyhound, .harness])
        guard case .ambiguous(let grafton) = finder.find("grafton") else {
            Issue.record("Grafton is not ambiguous")
            return
        }
        // Its one-race special gives way; its greyhounds and two days of horses stay.
        #expect(grafton.map(\.races.count).sorted() == [8, 9, 10])
    }

    @Test(arguments: [("redcliffe", 12), ("redcliffe", 13), ("thistledown", 12), ("thistledown", 13)])
    func aNameOfTheRecordedDayFindsTheMeetingOfTheDateAskedFor(name: String, day date: Int) async throws {
        let day = try await recordedDay()
        let asked = try #require(CalendarDate(year: 2023, month: 7, day: date))
        guard case .ambiguous(let namesakes) = MeetingFinder(meetings: day.meetings).find(name) else {
            Issue.record("\(name) is not two meetings when no day is asked for")
            return
        }
        #expect(Set(namesakes.map(\.date)).count == 2, "the same name on the 12th and the 13th")

        guard case .found(let meeting) = MeetingFinder(meetings: day.meetings, racingDate: asked).find(name)
        else {
            Issue.record("\(name) does not find one meeting on \(asked)")
            return
        }
        #expect(meeting.date == asked)
    }

    @Test(arguments: ["DOOMBEN", "happy", "Canterbury", "murray bridge", "belmont"])
    func aOneRaceSpecialOfTheRecordedDayGivesWayToItsMeeting(name: String) async throws {
        let day = try await recordedDay()
        let namesakes = day.meetings.filter { $0.name.lowercased().hasPrefix(name.lowercased()) }
        #expect(namesakes.count { $0.isSpecial } == 1)

        guard case .found(let meeting) = MeetingFinder(meetings: day.meetings).find(name) else {
            Issue.record("\(name) does not find one meeting")
            return
        }
        #expect(meeting.races.count > 1)
        #expect(meeting.races.contains { $0.number != nil })
    }

    @Test func aMeetingWhoseRacesHaveNoNumbersHasNoRaceByNumber() async throws {
        let day = try await recordedDay()
        let doomben = try #require(day.meetings.first { $0.name == "Doomben" && $0.races.count == 1 })

        #expect(doomben.races[0].number == nil)
        #expect(doomben.race(number: 1) == nil)
        // Its one race has no status the program knows and its start has passed.
        #expect(doomben.progress(at: now) == .finished)
        let main = try #require(day.meetings.first { $0.name == "Doomben" && $0.races.count == 9 })
        #expect(main.races.map(\.number) == [nil] + Array(1...8))
    }

    @Test func aDayWithNoMeetingsIsEmpty() async throws {
        let day = try await repository { _, _ in MeetingsResponse(meetings: []) }.racingDay(
            date, timeZone: sydney)

        #expect(day.meetings.isEmpty)
        #expect(day.meetings(orderedAt: now).isEmpty)
        #expect(day.nextRace(at: now) == nil)
    }

    @Test func theDateAndZoneAreAskedFor() async throws {
        let service = StubMeetingsService { _, _ in MeetingsResponse(meetings: []) }
        _ = try await MeetingsServiceRepository(service: service).racingDay(date, timeZone: sydney)

        #expect(service.requested.map(\.date) == [date])
        #expect(service.requested.map(\.timeZone) == [sydney])
    }

    @Test func aFetchFailurePassesThroughWithItsWait() async throws {
        let repository = repository { _, _ throws(FetchFailure) in
            throw FetchFailure.httpStatus(429, retryAfter: .delay(.seconds(30)))
        }

        await #expect(throws: FetchFailure.httpStatus(429, retryAfter: .delay(.seconds(30)))) {
            try await repository.racingDay(date, timeZone: sydney)
        }
    }

    @Test func aMeetingOfAnUnknownCategoryWithoutAPrintableNameOrWithoutRacesIsCountedWithItsRaces()
        async throws
    {
        let race = MeetingRaceSummary(id: "r", name: "R", number: 1, advertisedStart: now)
        let horse = RaceCategory.horse.categoryID
        let response = MeetingsResponse(
            meetings: [
                MeetingSummary(id: "a", name: "Randwick", categoryID: "greyhounds?", races: [race, race]),
                MeetingSummary(id: "b", name: "\u{1B}[2J\u{200B}", categoryID: horse, races: [race]),
                MeetingSummary(id: "c", name: "Empty", categoryID: horse),
                MeetingSummary(
                    id: "d\u{1B}", name: "Rand\u{1B}[31mwick " + String(repeating: "x", count: 500),
                    categoryID: horse, trackCondition: " ", races: [race]),
            ],
            skippedRaceCount: 2)

        let day = try await repository { _, _ in response }.racingDay(date, timeZone: sydney)

        #expect(day.meetings.map(\.id) == ["d"])
        #expect(day.meetings[0].name.count <= ShownTextLimit.name)
        #expect(day.meetings[0].name.hasPrefix("Randwick xx"))
        #expect(day.meetings[0].name.hasSuffix("x…"))
        #expect(!day.meetings[0].name.contains("\u{1B}"))
        #expect(day.meetings[0].trackCondition == nil)
        #expect(day.skippedCount == 2 + 3 + 2 + 1)
    }

    @Test func aRaceOrMeetingWhoseIDIsLongerThanAnyRacesIsLeftOutAndCounted() async throws {
        let horse = RaceCategory.horse.categoryID
        let races = [
            MeetingRaceSummary(id: "r1", name: "R1", number: 1, advertisedStart: now),
            MeetingRaceSummary(
                id: String(repeating: "x", count: 2_400_000), name: "R2", number: 2, advertisedStart: now),
            MeetingRaceSummary(
                id: String(repeating: "y", count: Race.longestID), name: "R3", number: 3, advertisedStart: now
            ),
        ]
        let response = MeetingsResponse(meetings: [
            MeetingSummary(id: "randwick", name: "Randwick", categoryID: horse, races: races),
            MeetingSummary(
                id: String(repeating: "m", count: 5_000), name: "Ascot", categoryID: horse, races: races),
        ])

        let day = try await repository { _, _ in response }.racingDay(date, timeZone: sydney)

        let meeting = try #require(day.meetings.first)
        #expect(day.meetings.map(\.id) == ["randwick"], "the meeting of the long id is left out")
        #expect(meeting.races.map(\.number) == [1, 3])
        #expect(meeting.races.allSatisfy { Race.isWithinIDBound($0.id) })
        #expect(day.skippedCount == 1 + 1 + 3, "a race of Randwick's; Ascot and its races")
    }
}
