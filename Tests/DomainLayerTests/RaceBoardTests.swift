import Foundation
import TestSupport
import Testing

@testable import DomainLayer

@Suite struct RaceBoardTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    @Test(arguments: [(59.0, true), (59.999, true), (60.0, false), (61.0, false), (-30.0, true)])
    func aRaceStaysUntilSixtySecondsAfterItsStart(secondsPastStart: TimeInterval, shown: Bool) {
        let race = RaceFactory.race("a", startsIn: -secondsPastStart, from: now)
        #expect(RaceBoard.isShown(race, at: now) == shown)
    }

    @Test func theDropDeadlineIsSixtySecondsAfterTheAdvertisedStart() {
        let race = RaceFactory.race("a", startsIn: 100, from: now)
        #expect(RaceBoard.dropDeadline(of: race) == now.addingTimeInterval(160))
    }

    @Test func ordersBySoonestStartFirst() {
        let races = [
            RaceFactory.race("late", startsIn: 600, from: now),
            RaceFactory.race("soon", startsIn: 60, from: now),
            RaceFactory.race("mid", startsIn: 300, from: now),
        ]
        #expect(RaceBoard.top(5, of: races, matching: .all, at: now).map(\.id) == ["soon", "mid", "late"])
    }

    @Test func equalStartsAreOrderedByMeetingThenRaceNumberThenID() {
        let races = [
            RaceFactory.race("z", meeting: "Turf Paradise", number: 8, startsIn: 60, from: now),
            RaceFactory.race("y", meeting: "Santa Anita Park", number: 9, startsIn: 60, from: now),
            RaceFactory.race("x", meeting: "Santa Anita Park", number: 8, startsIn: 60, from: now),
            RaceFactory.race("w", meeting: "Santa Anita Park", number: 8, startsIn: 60, from: now),
        ]
        let order = ["w", "x", "y", "z"]
        #expect(RaceBoard.top(5, of: races, matching: .all, at: now).map(\.id) == order)
        #expect(RaceBoard.top(5, of: races.reversed(), matching: .all, at: now).map(\.id) == order)
    }

    @Test func keepsOnlyTheFilteredCategoriesAndTheFirstFew() {
        let races = (0..<9).map { index in
            RaceFactory.race(
                "r\(index)", RaceCategory.allCases[index % 3], startsIn: Double(index) * 60, from: now)
        }
        let greyhoundsAndHarness = CategoryFilter([.greyhound, .harness])
        let top = RaceBoard.top(5, of: races, matching: greyhoundsAndHarness, at: now)
        #expect(top.map(\.id) == ["r1", "r2", "r4", "r5", "r7"])
        #expect(RaceBoard.top(2, of: races, matching: .all, at: now).map(\.id) == ["r0", "r1"])
    }

    @Test func dropsRacesPastTheirDeadline() {
        let races = [
            RaceFactory.race("gone", startsIn: -60, from: now),
            RaceFactory.race("jumped", startsIn: -59, from: now),
            RaceFactory.race("next", startsIn: 30, from: now),
        ]
        #expect(RaceBoard.top(5, of: races, matching: .all, at: now).map(\.id) == ["jumped", "next"])
    }

    /// Races one a minute, alternating between Flemington and Randwick, then a starred meeting.
    private var mixedMeetings: [Race] {
        (0..<6).map { index in
            RaceFactory.race(
                "r\(index)", meeting: index.isMultiple(of: 2) ? "Flemington" : "Randwick", number: index + 1,
                startsIn: Double(index + 1) * 60, from: now)
        }
    }

    @Test func showsOnlyStarredMeetingsInStartOrder() {
        let stars = StarPreferences(meetings: StarredMeetings(["Randwick"]), placement: .only)
        let top = RaceBoard.top(5, of: mixedMeetings.reversed(), matching: .all, stars: stars, at: now)
        #expect(top.map(\.id) == ["r1", "r3", "r5"])
    }

    @Test func theLimitAppliesAfterTheStarredFilter() {
        let stars = StarPreferences(meetings: StarredMeetings(["flemington"]), placement: .only)
        #expect(
            RaceBoard.top(2, of: mixedMeetings, matching: .all, stars: stars, at: now).map(\.id) == [
                "r0", "r2",
            ])
    }

    @Test(arguments: [
        (1, ["r0"]), (2, ["r1", "r0"]), (4, ["r1", "r3", "r0", "r2"]), (5, ["r1", "r3", "r0", "r2", "r4"]),
        (12, ["r1", "r3", "r5", "r0", "r2", "r4"]),
    ])
    func starredFirstReordersTheRacesTheBoardShowsAtAnyCount(count: Int, ids: [String]) {
        let stars = StarPreferences(meetings: StarredMeetings(["RANDWICK"]), placement: .first)
        let top = RaceBoard.top(count, of: mixedMeetings.shuffled(), matching: .all, stars: stars, at: now)
        #expect(top.map(\.id) == ids)
        let unstarred = RaceBoard.top(count, of: mixedMeetings, matching: .all, at: now)
        #expect(Set(top.map(\.id)) == Set(unstarred.map(\.id)), "the same races as without the flag")
    }

    @Test func starsAloneDoNotChangeTheOrder() {
        let stars = StarPreferences(meetings: StarredMeetings(["Randwick"]))
        let top = RaceBoard.top(3, of: mixedMeetings, matching: .all, stars: stars, at: now)
        #expect(top.map(\.id) == ["r0", "r1", "r2"])
    }

    @Test func starredRacesStillPassTheCategoryFilterAndTheDropRule() {
        let races = [
            RaceFactory.race("gone", meeting: "Flemington", startsIn: -61, from: now),
            RaceFactory.race("dog", .greyhound, meeting: "Flemington", startsIn: 60, from: now),
            RaceFactory.race("horse", meeting: "Flemington", startsIn: 120, from: now),
        ]
        let stars = StarPreferences(meetings: StarredMeetings(["Flemington"]), placement: .only)
        let top = RaceBoard.top(5, of: races, matching: CategoryFilter([.horse]), stars: stars, at: now)
        #expect(top.map(\.id) == ["horse"])
    }

    @Test(arguments: [1, 5, 50, 400])
    func theFirstRacesInOnePassAreTheFirstOfTheFullySortedList(limit: Int) {
        // Many ties in start, meeting and number, in a scrambled order (113 is prime to 300, so
        // stepping by it visits every index once).
        let races = (0..<300).map { step in
            let index = step * 113 % 300
            return RaceFactory.race(
                "race-\(index)", meeting: ["Ascot", "Bendigo", "Casino"][index % 3], number: index % 4 + 1,
                startsIn: Double(index * 7 % 40 * 30), from: now)
        }
        let expected = Array(races.sorted(by: RaceBoard.areInStartOrder).prefix(limit))
        #expect(RaceBoard.first(limit, inStartOrderOf: races) == expected)
    }
}
