import Foundation
import TestSupport
import Testing

@testable import DomainLayer

@Suite struct RaceBoardGroupsTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    /// `count` races of `category`, one a minute from `firstIn` seconds on, ids `prefix0`, ….
    private func races(
        _ count: Int, _ category: RaceCategory, firstIn: TimeInterval = 60, prefix: String,
        meeting: (Int) -> String = { "Meeting \($0)" }
    ) -> [Race] {
        (0..<count).map { index in
            RaceFactory.race(
                "\(prefix)\(index)", category, meeting: meeting(index), number: index + 1,
                startsIn: firstIn + Double(index) * 60, from: now)
        }
    }

    @Test func eachCategoryGetsItsOwnFirstRacesInStartOrder() {
        // The horses all start first: a flat board of five would hold nothing else.
        let feed =
            races(8, .horse, prefix: "h") + races(6, .greyhound, firstIn: 3_600, prefix: "g")
            + races(7, .harness, firstIn: 7_200, prefix: "t")
        let groups = RaceBoard.groups(5, of: feed.shuffled(), matching: .all, at: now)
        #expect(groups.map(\.category) == [.horse, .greyhound, .harness])
        #expect(groups[0].races.map(\.id) == ["h0", "h1", "h2", "h3", "h4"])
        #expect(groups[1].races.map(\.id) == ["g0", "g1", "g2", "g3", "g4"])
        #expect(groups[2].races.map(\.id) == ["t0", "t1", "t2", "t3", "t4"])
    }

    @Test func onlyTheFilteredCategoriesGetAGroupInTheCanonicalOrder() {
        let feed =
            races(3, .horse, prefix: "h") + races(3, .greyhound, prefix: "g")
            + races(3, .harness, prefix: "t")
        let groups = RaceBoard.groups(2, of: feed, matching: CategoryFilter([.harness, .horse]), at: now)
        #expect(groups.map(\.category) == [.horse, .harness])
        #expect(groups.map { $0.races.map(\.id) } == [["h0", "h1"], ["t0", "t1"]])
    }

    @Test func aCategoryWithNoRaceGetsAnEmptyGroup() {
        let groups = RaceBoard.groups(5, of: races(2, .horse, prefix: "h"), matching: .all, at: now)
        #expect(groups.map(\.races.count) == [2, 0, 0])
    }

    @Test func dropsRacesPastTheirDeadlineInEveryGroup() {
        let feed = [
            RaceFactory.race("gone", .greyhound, startsIn: -60, from: now),
            RaceFactory.race("jumped", .greyhound, startsIn: -59, from: now),
            RaceFactory.race("horse-gone", .horse, startsIn: -61, from: now),
            RaceFactory.race("horse", .horse, startsIn: 30, from: now),
        ]
        let groups = RaceBoard.groups(5, of: feed, matching: .all, at: now)
        #expect(groups.map { $0.races.map(\.id) } == [["horse"], ["jumped"], []])
    }

    @Test func listsStarredMeetingsFirstInsideEachGroup() {
        let alternating = { (index: Int) in index.isMultiple(of: 2) ? "Flemington" : "Randwick" }
        let feed =
            races(6, .horse, prefix: "h", meeting: alternating)
            + races(6, .greyhound, prefix: "g", meeting: alternating)
        let stars = StarPreferences(meetings: StarredMeetings(["randwick"]), placement: .first)
        let groups = RaceBoard.groups(
            4, of: feed, matching: CategoryFilter([.horse, .greyhound]), stars: stars, at: now)
        #expect(groups[0].races.map(\.id) == ["h1", "h3", "h0", "h2"])
        #expect(groups[1].races.map(\.id) == ["g1", "g3", "g0", "g2"])
    }

    @Test func showsOnlyStarredMeetingsInEachGroupWithTheLimitAppliedAfter() {
        let feed =
            races(6, .horse, prefix: "h", meeting: { $0 < 3 ? "Ascot" : "Happy Valley" })
            + races(4, .harness, prefix: "t")
        let stars = StarPreferences(meetings: StarredMeetings(["Happy Valley"]), placement: .only)
        let groups = RaceBoard.groups(
            2, of: feed, matching: CategoryFilter([.horse, .harness]), stars: stars, at: now)
        #expect(groups.map { $0.races.map(\.id) } == [["h3", "h4"], []])
    }

    @Test func aGroupedBoardIsShortWhenAnyGroupIs() {
        let full = races(5, .horse, prefix: "h") + races(5, .greyhound, prefix: "g")
        let both = CategoryFilter([.horse, .greyhound])
        let shown = RaceBoard.shown(5, of: full, matching: both, stars: .none, layout: .byCategory, at: now)
        #expect(shown.count == 10)
        #expect(!RaceBoard.isShort(shown, limit: 5, filter: both, layout: .byCategory))
        let oneShort = Array(shown.dropLast())
        #expect(RaceBoard.isShort(oneShort, limit: 5, filter: both, layout: .byCategory))
        #expect(!RaceBoard.isShort(oneShort, limit: 5, filter: both, layout: .flat))
        let withHarness = RaceBoard.shown(
            5, of: full, matching: .all, stars: .none, layout: .byCategory, at: now)
        #expect(RaceBoard.isShort(withHarness, limit: 5, filter: .all, layout: .byCategory))
    }

    @Test func aSnapshotSplitsItsRacesIntoItsGroups() throws {
        let feed = races(2, .horse, prefix: "h") + races(1, .harness, prefix: "t")
        let shown = RaceBoard.shown(2, of: feed, matching: .all, stars: .none, layout: .byCategory, at: now)
        let snapshot = NextRacesSnapshot(
            races: shown, filter: .all, limit: 2, takenAt: now, updatedAt: now, layout: .byCategory)
        let groups = try #require(snapshot.groups)
        #expect(groups.map(\.category) == [.horse, .greyhound, .harness])
        #expect(groups.map { $0.races.map(\.id) } == [["h0", "h1"], [], ["t0"]])
        #expect(snapshot.isShort)
        let flat = NextRacesSnapshot(races: shown, filter: .all, limit: 2, takenAt: now, updatedAt: now)
        #expect(flat.groups == nil)
        #expect(!flat.isShort)
    }

    @Test(arguments: [
        (BoardLayout.flat, CategoryFilter.all, 5), (.byCategory, .all, 15),
        (.byCategory, CategoryFilter([.horse, .harness]), 10), (.byCategory, CategoryFilter([.horse]), 5),
    ])
    func aGroupedBoardWantsItsLimitForEveryGroup(layout: BoardLayout, filter: CategoryFilter, rows: Int) {
        #expect(RaceBoard.rowsWanted(limit: 5, filter: filter, layout: layout) == rows)
    }
}
