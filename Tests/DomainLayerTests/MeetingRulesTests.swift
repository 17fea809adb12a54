import DomainLayer
import Foundation
import Testing

/// A meeting's progress through its races: the next to jump, races run of races in all,
/// finished and abandoned, and the order meetings are read in.
@Suite struct MeetingRulesTests {
    private let now = Date(timeIntervalSince1970: 1_784_000_000)

    private func race(
        _ number: Int?, in minutes: Double, _ status: RaceStatus = .open, id: String? = nil
    ) -> MeetingRace {
        MeetingRace(
            id: id ?? "r\(number ?? 0)", number: number, name: "Race \(number ?? 0)",
            advertisedStart: now.addingTimeInterval(minutes * 60), status: status)
    }

    private func meeting(_ name: String, _ category: RaceCategory = .horse, races: [MeetingRace]) -> Meeting {
        Meeting(id: "\(name)-\(category)", name: name, category: category, races: races)
    }

    @Test func theNextRaceIsTheSoonestStillToRun() {
        let randwick = meeting(
            "Randwick",
            races: [race(1, in: -30, .final), race(2, in: -1, .closed), race(3, in: 25), race(4, in: 5)])

        #expect(randwick.nextRace(at: now)?.number == 4)
        #expect(randwick.runCount(at: now) == 2)
        #expect(randwick.races.count == 4)
        #expect(randwick.progress(at: now) == .next(randwick.races[3]))
    }

    @Test(arguments: [
        (RaceStatus.open, -5.0, true), (.open, 5, true), (.unknown, 5, true), (.unknown, -5, false),
        (.live, 5, false), (.closed, 5, false), (.interim, -5, false), (.final, -5, false),
        (.abandoned, 5, false),
    ])
    func aRaceIsToRunWhenOpenOrOfUnknownStatusBeforeItsStart(status: RaceStatus, minutes: Double, toRun: Bool)
    {
        let race = race(1, in: minutes, status)

        #expect(race.isToRun(at: now) == toRun)
        #expect(race.hasRun(at: now) == (!toRun && status != .abandoned))
    }

    @Test func aMeetingWithNoRaceLeftIsFinishedAndOneWhoseRacesWereAllAbandonedIsAbandoned() {
        let finished = meeting("Ascot", races: [race(1, in: -60, .final), race(2, in: -30, .abandoned)])
        let abandoned = meeting("Hexham", races: [race(1, in: 60, .abandoned), race(2, in: 90, .abandoned)])

        #expect(finished.progress(at: now) == .finished)
        #expect(finished.runCount(at: now) == 1)
        #expect(abandoned.progress(at: now) == .abandoned)
        #expect(abandoned.runCount(at: now) == 0)
    }

    @Test func meetingsAreReadByTheirNextRaceWithThoseOverLast() {
        let late = meeting("Albion Park", .greyhound, races: [race(1, in: 40)])
        let soon = meeting("Zia Park", races: [race(1, in: -10, .final), race(2, in: 3)])
        let over = meeting("Ascot", races: [race(1, in: -120, .final)])
        let overEarlier = meeting("Wolverhampton", races: [race(1, in: -300, .final)])
        let abandoned = meeting("Hexham", races: [race(1, in: 60, .abandoned)])
        let sameStartGreyhound = meeting("Albion Park", .harness, races: [race(1, in: 40)])
        let day = RacingDay(
            date: .init(year: 2026, month: 7, day: 14)!,
            meetings: [over, late, abandoned, sameStartGreyhound, soon, overEarlier])

        #expect(
            day.meetings(orderedAt: now).map(\.id) == [
                soon.id, late.id, sameStartGreyhound.id, overEarlier.id, over.id, abandoned.id,
            ])
        #expect(day.nextRace(at: now)?.meeting == soon)
        #expect(day.nextRace(at: now)?.race.number == 2)
    }

    @Test func aDayHasTheRacesOfEachOfItsMeetingsAndNoOthers() {
        let day = RacingDay(
            date: .init(year: 2026, month: 7, day: 14)!,
            meetings: [
                meeting("Randwick", races: [race(1, in: 5, id: "rw1")]),
                meeting(
                    "Albion Park", .greyhound, races: [race(1, in: 9, id: "ap1"), race(2, in: 25, id: "ap2")]),
            ])

        #expect(["rw1", "ap1", "ap2"].allSatisfy { day.hasRace(id: $0) })
        #expect(!day.hasRace(id: "rw2"))
        #expect(!day.hasRace(id: ""))
    }

    @Test(arguments: [("7", 7), ("R7", 7), ("r12", 12), (" 3 ", 3), ("99", 99)])
    func aRaceNumberIsReadWithOrWithoutItsR(text: String, number: Int) {
        #expect(MeetingRace.number(from: text) == number)
    }

    @Test(arguments: ["0", "100", "R", "", "seven", "7a", "-1", "007", "R 7", "٧"])
    func anythingElseIsNoRaceNumber(text: String) {
        #expect(MeetingRace.number(from: text) == nil)
    }

    @Test(arguments: [
        ([[9], [2], [8]], [(1, [9]), (2, [2]), (3, [8])]),
        ([[5], [7, 6], [4]], [(1, [5]), (2, [7, 6]), (4, [4])]),
        ([[10, 9], [4]], [(1, [10, 9]), (3, [4])]),
        ([], []),
    ])
    func placesAreNumberedWithADeadHeatSharingOne(places: [[Int]], expected: [(Int, [Int])]) {
        #expect(Placing.placings(places) == expected.map { Placing(position: $0.0, runnerNumbers: $0.1) })
    }
}
