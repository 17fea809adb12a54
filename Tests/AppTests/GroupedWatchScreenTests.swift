import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import NextToGoCLI
@testable import PresentationLayer

/// Watch mode's full screen and plain change log for a board grouped by category.
@Suite struct GroupedWatchScreenTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let presenter = BoardPresenter(timeZone: TimeZone(identifier: "UTC")!)
    private let chrome = WatchChrome(
        racesDescription: "races", clockText: "01:00:00", isRefreshing: false)

    /// Two horse races, two greyhound races and one harness race, grouped with a limit of 2.
    private func snapshot() -> NextRacesSnapshot {
        let races = [
            RaceFactory.race("h1", .horse, meeting: "Flemington", number: 3, startsIn: 300, from: now),
            RaceFactory.race("h2", .horse, meeting: "Randwick", number: 4, startsIn: 900, from: now),
            RaceFactory.race("g1", .greyhound, meeting: "Shepparton", number: 6, startsIn: 245, from: now),
            RaceFactory.race("g2", .greyhound, meeting: "Q Straight", number: 1, startsIn: 600, from: now),
            RaceFactory.race("t1", .harness, meeting: "Addington", number: 1, startsIn: 4_000, from: now),
        ]
        return NextRacesSnapshot(
            races: races, filter: .all, limit: 2, takenAt: now, updatedAt: now.addingTimeInterval(-2),
            layout: .byCategory)
    }

    private func frame(usesColor: Bool = false, size: ScreenSize, limit: Int = 2) -> [StyledLine] {
        WatchScreenLayout(usesColor: usesColor).frame(
            for: presenter.screenState(for: snapshot(), at: now), chrome: chrome, size: size, limit: limit,
            sections: 3)
    }

    @Test func eachSectionHasAHeaderWithItsCount() {
        #expect(
            frame(size: ScreenSize(columns: 80, rows: 24)).map(\.text) == [
                "nexttogo · races · 01:00:00",
                "",
                "  Meeting     Race  Starts in  Local",
                "Horse - 2",
                "  Flemington  R3       5m 00s  01:05",
                "  Randwick    R4      15m 00s  01:15",
                "Greyhound - 2",
                "  Shepparton  R6       4m 05s  01:04",
                "  Q Straight  R1      10m 00s  01:10",
                "Harness - 1  (only 1 of 2 listed)",
                "  Addington   R1       1h 06m  02:06",
                "",
                "updated 00:59:58",
                "h g t filter  ↑↓ select  ↵ card  m meetings  s star  c collapse  ? help  q quit",
            ])
    }

    @Test func aCollapsedSectionShowsOnlyItsHeaderWithItsCount() {
        let lines = WatchScreenLayout(usesColor: false).frame(
            for: presenter.screenState(for: snapshot(), at: now), chrome: chrome,
            size: ScreenSize(columns: 80, rows: 24), limit: 2, sections: 3,
            arrangement: .init(selected: .section(title: "Greyhound"), collapsedSections: ["Greyhound"])
        )
        .map(\.text)

        #expect(
            Array(lines[2...8]) == [
                "    Meeting     Race  Starts in  Local",
                "  Horse - 2",
                "    Flemington  R3       5m 00s  01:05",
                "    Randwick    R4      15m 00s  01:15",
                "> Greyhound - 2 (collapsed)",
                "  Harness - 1  (only 1 of 2 listed)",
                "    Addington   R1       1h 06m  02:06",
            ])
        #expect(lines[9] == "")
    }

    @Test func withColourASelectedCollapsedHeaderIsBoldInReverseVideo() {
        let frame = WatchScreenLayout(usesColor: true).frame(
            for: presenter.screenState(for: snapshot(), at: now), chrome: chrome,
            size: ScreenSize(columns: 80, rows: 24), limit: 2, sections: 3,
            arrangement: .init(selected: .section(title: "Horse"), collapsedSections: ["Horse"]))
        #expect(frame[3] == StyledLine(text: "Horse · 2 (collapsed)", style: .selected(.header)))
        #expect(frame[4].text.hasPrefix("Greyhound · 2"))
    }

    @Test func aCollapsedSectionIsOneSelectableRowStandingForItsRaces() throws {
        guard case .ready(let board) = presenter.screenState(for: snapshot(), at: now) else {
            Issue.record("a board with races")
            return
        }
        #expect(
            WatchSelection.rows(of: board, collapsed: ["Horse", "Harness"]) == [
                .section(title: "Horse"), .race(id: "g1"), .race(id: "g2"), .section(title: "Harness"),
            ])
        #expect(WatchSelection.rows(of: board, collapsed: []).count == 5)
    }

    @Test func withColourTheHeaderUsesAMiddleDotAndIsBold() {
        let header = frame(usesColor: true, size: ScreenSize(columns: 80, rows: 24))[3]
        #expect(header == StyledLine(text: "Horse · 2", style: .header))
    }

    private func readyBoard() throws -> ReadyBoard {
        guard case .ready(let board) = presenter.screenState(for: snapshot(), at: now) else {
            throw BoardNotReady()
        }
        return board
    }

    @Test func cCollapsesTheSelectedRacesSectionAndSelectsItsHeader() throws {
        let board = try readyBoard()
        var selection = WatchSelection()
        selection.select(.race(id: "g2"), in: WatchSelection.rows(of: board, collapsed: []))
        var collapsed = CollapsedSections()

        collapsed.toggle(at: &selection, on: board)

        #expect(collapsed.titles == ["Greyhound"])
        #expect(selection.selected == .section(title: "Greyhound"))
        selection.move(by: 1, in: WatchSelection.rows(of: board, collapsed: collapsed.titles))
        #expect(selection.selected == .race(id: "t1"), "the next row after the collapsed section")
    }

    @Test func cOnACollapsedSectionExpandsItAndSelectsItsFirstRace() throws {
        let board = try readyBoard()
        var selection = WatchSelection()
        var collapsed = CollapsedSections()
        selection.select(.race(id: "h2"), in: WatchSelection.rows(of: board, collapsed: []))
        collapsed.toggle(at: &selection, on: board)

        collapsed.toggle(at: &selection, on: board)

        #expect(collapsed.titles.isEmpty)
        #expect(selection.selected == .race(id: "h1"))
    }

    @Test func cWithNothingSelectedOnlyShowsTheSelection() throws {
        let board = try readyBoard()
        var selection = WatchSelection()
        var collapsed = CollapsedSections()

        collapsed.toggle(at: &selection, on: board)

        #expect(collapsed.titles.isEmpty)
        #expect(selection.selected == .race(id: "h1"))
    }

    @Test func thePlainChangeLogShowsTheSectionsToo() {
        var log = PlainChangeLog()
        let snapshot = snapshot()
        let state = presenter.screenState(for: snapshot, at: now)
        let entry = log.entry(for: snapshot, state: state, clockText: "01:00:00") ?? ""
        let lines = entry.split(separator: "\n").map(String.init)
        #expect(lines[0] == "== 01:00:00 · races · updated 00:59:58")
        #expect(lines[1].hasPrefix("  Meeting"))
        #expect(
            lines.filter { $0.contains(" - ") } == [
                "Horse - 2", "Greyhound - 2", "Harness - 1  (only 1 of 2 listed)",
            ])
        #expect(!entry.contains("\u{1B}"))
    }
}

private struct BoardNotReady: Error {}
