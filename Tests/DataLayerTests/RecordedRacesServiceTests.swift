import Foundation
import SharedUtils
import Testing

@testable import DataLayer

@Suite struct RecordedRacesServiceTests {
    /// 00:00 UTC on 23 May 2026, a day the demo moves the recorded day to.
    private static let midnight = Date(timeIntervalSince1970: 1_779_494_400)
    private static let day: TimeInterval = 86_400

    private let service: RecordedRacesService

    init() throws {
        service = try RecordedRacesService.builtIn(dates: DateSource { Self.midnight })
    }

    private static func time(_ hours: Int, _ minutes: Int, daysLater days: Int = 0) -> Date {
        midnight.addingTimeInterval(TimeInterval(days) * day + TimeInterval(hours * 3_600 + minutes * 60))
    }

    /// A race as a person reads it on the board, with its category so that Doncaster's greyhounds
    /// and Doncaster's horses are two meetings.
    private static func pair(_ race: RaceSummary) -> String {
        "\(race.categoryID.prefix(4)) \(race.meetingName) R\(race.raceNumber)"
    }

    @Test func theBuiltInDayHoldsEveryMeetingAndRaceOfTheRecordedDay() throws {
        let day = try RecordedRacingDay.builtIn()

        #expect(day.meetings.count == 69)
        #expect(day.meetings.map(\.races.count).reduce(0, +) == 681)
        #expect(Set(day.meetings.map(\.categoryID)).count == 3)
        #expect(day.dayStart == Date(timeIntervalSince1970: 1_689_120_000))
    }

    @Test(arguments: [(0, 0), (3, 0), (10, 0), (15, 0), (23, 58)])
    func noMeetingAndRaceNumberComesTwiceInADay(hours: Int, minutes: Int) throws {
        let races = service.races(count: 10_000, listedAt: Self.time(hours, minutes))

        #expect(races.count == 681)
        #expect(Set(races.map(Self.pair)).count == races.count)
        let first = try #require(races.first)
        let last = try #require(races.last)
        #expect(last.advertisedStart.timeIntervalSince(first.advertisedStart) < Self.day)
    }

    @Test(arguments: [(0, 0), (3, 0), (15, 0), (23, 58)])
    func listsRacesInStartOrderFromTwoMinutesAgo(hours: Int, minutes: Int) {
        let now = Self.time(hours, minutes)
        let races = service.races(count: 100, listedAt: now)

        #expect(races.count == 100)
        #expect(races.map(\.advertisedStart) == races.map(\.advertisedStart).sorted())
        #expect(races.allSatisfy { $0.advertisedStart >= now.addingTimeInterval(-120) })
        #expect(Set(races.map(\.raceID)).count == races.count)
    }

    @Test(arguments: [
        (
            3, 0,
            [
                "03:00 Sandown R2", "03:02 The Gardens R7", "03:04 Grafton R2",
                "03:05 Assiniboia Downs R7", "03:05 Nagoya R3",
            ]
        ),
        (
            10, 0,
            [
                "09:58 Ballarat R4", "10:01 Bendigo R7", "10:01 Harlow Bags R2",
                "10:02 Grafton R3", "10:06 Nottingham Bags R1",
            ]
        ),
        (
            // The day's European afternoon races and its first ones, run the evening before,
            // come together.
            16, 30,
            [
                "16:28 Hove R12", "16:30 Dundalk R8", "16:35 Cabourg R1",
                "16:35 Uttoxeter R1", "16:37 Monmore R13",
            ]
        ),
        (
            23, 58,
            [
                "23:57 Caliente R5", "23:57 Riccarton Park Synthetic R1", "00:00 Woodbine Mohawk Park R3",
                "00:04 Yonkers Raceway R4", "00:10 Club Hipico Concepcion R11",
            ]
        ),
    ])
    func theNextFiveAreTheRecordedDaysRacesAtThatTimeOfDay(hours: Int, minutes: Int, expected: [String])
        async throws
    {
        let races = try await RecordedRacesService.builtIn(dates: DateSource { Self.time(hours, minutes) })
            .nextRaces(count: 5).raceSummaries

        #expect(races.map(Self.clockAndRace) == expected)
    }

    private static func clockAndRace(_ race: RaceSummary) -> String {
        let seconds = Int(race.advertisedStart.timeIntervalSince1970) % 86_400
        let clock = String(format: "%02d:%02d", seconds / 3_600, seconds % 3_600 / 60)
        return "\(clock) \(race.meetingName) R\(race.raceNumber)"
    }

    @Test func aRaceKeepsItsRecordedDetailsAndGetsAnIDForTheDayItRuns() throws {
        let sandown = try #require(service.races(count: 5, listedAt: Self.time(3, 0)).first)

        #expect(sandown.raceID == "844b06c6-4b4c-4084-ba88-22078930baba-1046")
        #expect(sandown.raceName == "Tile Importer Mdn Plate")
        #expect(sandown.advertisedStart == Self.time(3, 0))
        #expect(sandown.categoryID == "4a2788f8-e825-4d36-9894-efd4baf1cfae")
        #expect(sandown.venueName == "Sandown")
        #expect(sandown.venueState == "VIC")
        #expect(sandown.venueCountry == "AUS")
        #expect(sandown.form == RaceForm(trackCondition: "Soft6", weather: "Fine"))
    }

    @Test func theSameRaceComesBackADayLaterWithAnotherID() {
        let today = service.races(count: 1, listedAt: Self.time(3, 0))[0]
        let tomorrow = service.races(count: 1, listedAt: Self.time(3, 0, daysLater: 1))[0]

        #expect(Self.pair(tomorrow) == Self.pair(today))
        #expect(tomorrow.advertisedStart == today.advertisedStart.addingTimeInterval(Self.day))
        #expect(tomorrow.raceID != today.raceID)
    }

    @Test(arguments: [1, 2, 30, 365, 3_650])
    func isEndlessAcrossMidnightAndManyDays(daysLater days: Int) throws {
        for (hours, minutes) in [(23, 50), (0, 0), (0, 10)] {
            let now = Self.time(hours, minutes, daysLater: days)
            let races = service.races(count: 50, listedAt: now)

            #expect(races.count == 50)
            #expect(Set(races.map(Self.pair)).count == 50)
            let first = try #require(races.first)
            #expect(first.advertisedStart.timeIntervalSince(now) < 20 * 60)
            #expect(races.map(\.advertisedStart) == races.map(\.advertisedStart).sorted())
        }
    }

    @Test func aDayWithNoRacesListsNone() async throws {
        let empty = RecordedRacesService(
            day: RecordedRacingDay(dayStart: Self.midnight, meetings: []), dates: DateSource { Self.midnight }
        )

        #expect(try await empty.nextRaces(count: 5).raceSummaries.isEmpty)
    }

    @Test func asksForAtMostADayOfRaces() {
        let day = RecordedRacingDay(
            dayStart: Self.midnight,
            meetings: [
                RecordedMeeting(
                    name: "Casino", categoryID: "greyhound",
                    races: [
                        RecordedRace(id: "a", number: 1, name: "", start: 3_600),
                        RecordedRace(id: "b", number: 2, name: "", start: 5_400),
                    ])
            ])
        let races = RecordedRacesService(day: day, dates: DateSource { Self.midnight })
            .races(count: 5, listedAt: Self.midnight)

        #expect(races.map(\.raceID) == ["a-0", "b-0"])
        #expect(races.map(\.form) == [nil, nil])
    }

    /// A moved copy of the day's first race by its id, `days` moves after the one that plays
    /// today, looked up now.
    private func lookedUp(movedDaysFromToday days: Int) throws -> RaceSummary? {
        let listed = try #require(service.races(count: 1, listedAt: Self.midnight).first)
        let dash = try #require(listed.raceID.lastIndex(of: "-"))
        let move = try #require(Int(listed.raceID[listed.raceID.index(after: dash)...]))
        return service.race(id: "\(listed.raceID[..<dash])-\(move + days)")
    }

    @Test(arguments: [-6, -1, 0, 1, 6])
    func anIDOfTheWeekAroundTodayNamesItsRace(days: Int) throws {
        let race = try #require(try lookedUp(movedDaysFromToday: days))

        #expect(abs(race.advertisedStart.timeIntervalSince(Self.midnight)) <= 7 * Self.day)
    }

    @Test(arguments: [-1_046, -8, 8, 30, 36_000])
    func anIDMovedMoreThanAWeekFromTodayNamesNoRace(days: Int) throws {
        #expect(try lookedUp(movedDaysFromToday: days) == nil)
    }
}
