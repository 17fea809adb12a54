import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

/// The watch screen in panes too small for every race: as many rows as fit and a line saying how
/// many more with no line left blank, then without the column header, then without the keys line,
/// and only then too small.
@Suite struct SmallPaneWatchScreenTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)
    private let chrome = WatchChrome(
        racesDescription: "races", clockText: "01:00:00", isRefreshing: false)

    /// Twelve horse races at Flemington, R1 to R12, a minute apart.
    private func twelveRaces() -> ScreenState {
        let rows = (1...12).map { number in
            RaceFactory.race(
                "r\(number)", .horse, meeting: "Flemington", number: number,
                startsIn: TimeInterval(60 * number),
                from: now)
        }
        .map { RaceRowViewModel(race: $0, now: now, clock: clock) }
        return .ready(ReadyBoard(rows: rows, racesDescription: "races", updatedText: "00:59:58"))
    }

    private func text(
        _ state: ScreenState, rows: Int, limit: Int = 12, sections: Int = 0,
        arrangement: WatchArrangement = .init(), overlays: [WatchPane] = []
    ) -> [String] {
        WatchScreenLayout(usesColor: false).frame(
            for: state, chrome: chrome, size: ScreenSize(columns: 60, rows: rows), limit: limit,
            sections: sections, arrangement: arrangement, overlays: overlays
        )
        .map(\.text)
    }

    /// Race `number`'s row as the table lays it out.
    private func row(_ number: Int) -> String {
        let race = "R\(number)".padding(toLength: 4, withPad: " ", startingAt: 0)
        let countdown = "\(number)m 00s"
        return "Horse     Flemington  \(race)  "
            + String(repeating: " ", count: 9 - countdown.count) + countdown + "  "
            + String(format: "01:%02d", number)
    }

    @Test func aSixtyByFifteenPaneShowsTheRowsThatFitAndHowManyMoreWithNoBlankLine() {
        #expect(
            text(twelveRaces(), rows: 15) == [
                "nexttogo · races · 01:00:00",
                "Category  Meeting     Race  Starts in  Local",
            ] + (1...10).map(row) + [
                "+2 more",
                "updated 00:59:58",
                "h g t filter  ↑↓ select  ↵ card  m meetings  ? help  q quit",
            ])
    }

    @Test func aShortPaneKeepsTheKeysLineAndTheColumnHeader() {
        #expect(
            text(twelveRaces(), rows: 7) == [
                "nexttogo · races · 01:00:00",
                "Category  Meeting     Race  Starts in  Local",
                row(1), row(2),
                "+10 more",
                "updated 00:59:58",
                "h g t filter  ↑↓ select  ↵ card  m meetings  ? help  q quit",
            ])
    }

    @Test func aPaneShorterStillDropsTheColumnHeaderBeforeTheKeysLine() {
        #expect(
            text(twelveRaces(), rows: 5) == [
                "nexttogo · races · 01:00:00",
                row(1),
                "+11 more",
                "updated 00:59:58",
                "h g t filter  ↑↓ select  ↵ card  m meetings  ? help  q quit",
            ])
    }

    @Test(arguments: [1, 4])
    func aPaneTooSmallForOneRowSaysWhatOneRowNeeds(rows: Int) {
        #expect(
            text(twelveRaces(), rows: rows) == ["Terminal too small: nexttogo needs 36×5. Press q to quit."])
    }

    @Test func withALimitOfOneFourRowsAreEnough() {
        #expect(text(.loading, rows: 4, limit: 1).first == "nexttogo · races · 01:00:00")
        #expect(
            text(.loading, rows: 3, limit: 1) == ["Terminal too small: nexttogo needs 36×4. Press q to quit."]
        )
    }

    @Test func theRowsScrollToKeepTheSelectedRowInView() {
        let lines = text(twelveRaces(), rows: 10, arrangement: .init(selected: .race(id: "r10")))
        #expect(
            Array(lines[1...7]) == [
                "  Category  Meeting     Race  Starts in  Local",
                "  \(row(6))",
                "  \(row(7))",
                "  \(row(8))",
                "  \(row(9))",
                "> \(row(10))",
                "  +5 above, +2 more",
            ])
        #expect(lines.count == 10)
    }

    @Test func aSelectedRowThatFitsLeavesTheRowsFromTheTop() {
        let lines = text(twelveRaces(), rows: 10, arrangement: .init(selected: .race(id: "r3")))
        #expect(
            Array(lines[2...7]) == [
                "  \(row(1))", "  \(row(2))", "> \(row(3))", "  \(row(4))", "  \(row(5))", "  +7 more",
            ])
    }

    @Test func theDetailsOfARaceStayOpenInASmallPane() {
        let race = Race(
            id: "r1", category: .horse, meetingName: "Flemington", raceNumber: 1, raceName: "Maiden Plate",
            advertisedStart: now.addingTimeInterval(60),
            details: RaceForm(distance: 1_200, distanceUnit: "m"))
        let details = RaceDetailsViewModel(race: race, now: now, clock: clock)

        let lines = text(
            twelveRaces(), rows: 8,
            overlays: [.raceCard(.init(viewModel: details, isStarred: false, card: .loading))])

        #expect(
            lines == [
                "nexttogo · races · 01:00:00",
                "Horse · Flemington R1",
                OpenRaceCard.loadingText,
                "Race name    Maiden Plate",
                "Starts       01:01 (starts in 1 minute)",
                "↓ +7 more: Distance, Track, Weather, Class, Start type, Pri…",
                "refreshing…",
                "↑↓ PgUp PgDn scroll  r refresh  Esc back  q quit",
            ])
    }

    /// Five horse, five greyhound and five harness races, grouped by category with a limit of 5.
    private func threeSectionsOfFive() -> ScreenState {
        let categories: [(RaceCategory, String)] = [(.horse, "h"), (.greyhound, "g"), (.harness, "t")]
        let races = categories.flatMap { category, prefix in
            (1...5).map { number in
                RaceFactory.race(
                    "\(prefix)\(number)", category, meeting: "Meeting \(prefix.uppercased())", number: number,
                    startsIn: TimeInterval(60 * number), from: now)
            }
        }
        let snapshot = NextRacesSnapshot(
            races: races, filter: .all, limit: 5, takenAt: now, updatedAt: now.addingTimeInterval(-2),
            layout: .byCategory)
        return BoardPresenter(timeZone: TimeZone(identifier: "UTC")!)
            .screenState(for: snapshot, at: now)
    }

    @Test func aGroupedBoardKeepsEverySectionsHeaderAndCutsEachSectionsRows() {
        let lines = text(threeSectionsOfFive(), rows: 16, limit: 5, sections: 3)
        #expect(lines.count == 16)
        #expect(
            lines[2...].map { $0.prefix(22).trimmingCharacters(in: .whitespaces).prefix(13) } == [
                "Horse - 5", "Meeting H  R1", "Meeting H  R2", "+3 more",
                "Greyhound - 5", "Meeting G  R1", "Meeting G  R2", "+3 more",
                "Harness - 5", "Meeting T  R1", "Meeting T  R2", "+3 more",
                "updated 00:59", "h g t filter ",
            ])
    }

    @Test func aCollapsedSectionTakesOneLineAndLeavesTheRestToTheOthers() {
        let lines = text(
            threeSectionsOfFive(), rows: 14, limit: 5, sections: 3,
            arrangement: .init(collapsedSections: ["Greyhound"]))
        #expect(
            lines[2...11].map { $0.prefix(22).trimmingCharacters(in: .whitespaces).prefix(13) } == [
                "Horse - 5", "Meeting H  R1", "Meeting H  R2", "Meeting H  R3", "+2 more",
                "Greyhound - 5",
                "Harness - 5", "Meeting T  R1", "Meeting T  R2", "+3 more",
            ])
        #expect(lines[7] == "Greyhound - 5 (collapsed)")
        #expect(lines.count == 14)
    }

    @Test(arguments: [(11, false), (12, true)])
    func threeOpenSectionsOfFiveNeedTwelveRows(rows: Int, fits: Bool) {
        let lines = text(threeSectionsOfFive(), rows: rows, limit: 5, sections: 3)
        #expect(
            (lines == ["Terminal too small: nexttogo needs 36×12. Press q to quit."]) == !fits, "\(lines)")
        #expect(lines.count <= rows)
    }

    @Test func aSelectedRaceInACutSectionStaysInView() {
        let lines = text(
            threeSectionsOfFive(), rows: 12, limit: 5, sections: 3,
            arrangement: .init(selected: .race(id: "g4")))
        #expect(lines.contains { $0.hasPrefix(">   Meeting G  R4") }, "\(lines)")
        #expect(lines.contains("  +3 above, +1 more"), "\(lines)")
    }
}
