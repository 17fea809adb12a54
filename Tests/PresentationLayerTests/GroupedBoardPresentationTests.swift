import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

/// A board laid out by category, as screen states, table lines and JSON.
@Suite struct GroupedBoardPresentationTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!

    /// Two horse races, one harness race and no greyhound, as a grouped board of `limit` 2.
    private func snapshot() -> NextRacesSnapshot {
        let races = [
            RaceFactory.race("h1", .horse, meeting: "Flemington", number: 3, startsIn: 300, from: now),
            RaceFactory.race(
                "h2", .horse, meeting: "Hipodromo Chile Santiago", number: 12, startsIn: 4_000, from: now),
            RaceFactory.race("t1", .harness, meeting: "Addington", number: 1, startsIn: 245, from: now),
        ]
        return NextRacesSnapshot(
            races: races, filter: .all, limit: 2, takenAt: now, updatedAt: now, layout: .byCategory)
    }

    private func board(_ snapshot: NextRacesSnapshot) throws -> ReadyBoard {
        let presenter = BoardPresenter(timeZone: utc)
        guard case .ready(let board) = presenter.screenState(for: snapshot, at: now) else {
            throw ExpectedReadyBoard()
        }
        return board
    }

    private struct ExpectedReadyBoard: Error {}

    @Test func aGroupedBoardHasOneSectionPerCategoryEachSayingWhetherItIsShort() throws {
        let board = try board(snapshot())
        let sections = try #require(board.sections)
        #expect(sections.map(\.title) == ["Horse", "Greyhound", "Harness"])
        #expect(sections.map { $0.rows.map(\.id) } == [["h1", "h2"], [], ["t1"]])
        #expect(sections.map(\.shortfallNote) == [nil, "none listed", "only 1 of 2 listed"])
        #expect(board.rows.map(\.id) == ["h1", "h2", "t1"])
        #expect(board.shortfallNote == nil, "each section says so instead")
    }

    @Test func aFlatBoardHasNoSections() throws {
        var flat = snapshot()
        flat.layout = .flat
        #expect(try board(flat).sections == nil)
    }

    @Test(arguments: [("·", "Horse · 2"), ("-", "Horse - 2")])
    func aSectionHeaderCountsItsRows(separator: String, header: String) throws {
        let sections = try #require(try board(snapshot()).sections)
        #expect(sections[0].header(separator: separator) == header)
        #expect(sections[2].header(separator: separator).hasSuffix(" 1  (only 1 of 2 listed)"))
    }

    /// The section headers name the categories, so the rows have no category column.
    @Test func sectionsAreLaidOutUnderOneColumnHeaderWithColumnsLinedUp() throws {
        let sections = try #require(try board(snapshot()).sections)
        let lines = RaceTableLayout.lines(for: sections, width: nil)
        #expect(
            lines.map(\.text) == [
                "  Meeting                   Race  Starts in  Local",
                "Horse · 2",
                "  Flemington                R3       5m 00s  01:05",
                "  Hipodromo Chile Santiago  R12      1h 06m  02:06",
                "Greyhound · 0  (none listed)",
                "Harness · 1  (only 1 of 2 listed)",
                "  Addington                 R1       4m 05s  01:04",
            ])
        #expect(lines.map(\.urgency) == [nil, nil, .normal, .normal, nil, nil, .soon])
    }

    @Test func aNarrowTableCutsSectionHeadersToo() throws {
        let sections = try #require(try board(snapshot()).sections)
        let lines = RaceTableLayout.lines(for: sections, width: 24, columns: .narrowest, separator: "-")
        #expect(lines[5].text == "Harness - 1  (only 1 of…")
        #expect(lines[4].text == "Greyhound - 0  (none li…")
    }

    @Test func groupsAreAJSONObjectKeyedByCategory() throws {
        let groups = try #require(snapshot().groups)
        let json = RaceJSONRecord.encode(groups: groups, now: now, stars: StarredMeetings(["Addington"]))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [[String: Any]]])
        #expect(Set(object.keys) == ["horse", "greyhound", "harness"])
        #expect(object["horse"]?.compactMap { $0["race_id"] as? String } == ["h1", "h2"])
        #expect(object["greyhound"]?.isEmpty == true)
        #expect(object["harness"]?.first?["starred"] as? Bool == true)
        #expect(object["harness"]?.first?["seconds_to_start"] as? Int == 245)
    }

    @Test func onlyTheChosenCategoriesAreKeys() throws {
        var horses = snapshot()
        horses.filter = CategoryFilter([.horse])
        let json = RaceJSONRecord.encode(groups: try #require(horses.groups), now: now)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Array(object.keys) == ["horse"])
    }
}
