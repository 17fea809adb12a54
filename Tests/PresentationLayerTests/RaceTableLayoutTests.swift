import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

@Suite struct RaceTableLayoutTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)

    private func rows() -> [RaceRowViewModel] {
        [
            RaceFactory.race("a", .greyhound, meeting: "Shepparton", number: 6, startsIn: 245, from: now),
            RaceFactory.race(
                "b", .horse, meeting: "Hipodromo Chile Santiago", number: 12, startsIn: 4_000, from: now),
            RaceFactory.race("c", .harness, meeting: "Addington", number: 1, startsIn: -12, from: now),
        ].map { RaceRowViewModel(race: $0, now: now, clock: clock) }
    }

    @Test func alignsColumnsWhenThereIsRoom() {
        let lines = RaceTableLayout.lines(for: rows(), width: nil).map(\.text)
        #expect(
            lines == [
                "Category   Meeting                   Race   Starts in  Local",
                "Greyhound  Shepparton                R6        4m 05s  01:04",
                "Horse      Hipodromo Chile Santiago  R12       1h 06m  02:06",
                "Harness    Addington                 R1    jumped 12s  00:59",
            ])
    }

    @Test func cutsMeetingNamesOnlyOnceCategoryNamesHaveGivenWayToLetters() {
        let lines = RaceTableLayout.lines(for: rows(), width: 50).map(\.text)
        #expect(lines.allSatisfy { $0.count <= 50 })
        #expect(lines[2] == "H  Hipodromo Chile Santi…  R12       1h 06m  02:06")
    }

    @Test func canShowTheCategoryAsASymbol() {
        let lines = RaceTableLayout.lines(for: rows(), width: nil, columns: .narrowest).map(\.text)
        #expect(lines[0] == "   Meeting                   Race   Starts in  Local")
        #expect(lines[1] == "G  Shepparton                R6        4m 05s  01:04")
    }

    @Test func marksStarredMeetingsAndLinesTheOtherNamesUp() {
        let rows = [
            RaceFactory.race("a", .greyhound, meeting: "Shepparton", number: 6, startsIn: 245, from: now),
            RaceFactory.race("b", .horse, meeting: "Flemington", number: 3, startsIn: 300, from: now),
        ].map {
            RaceRowViewModel(race: $0, now: now, clock: clock, isStarred: $0.meetingName == "Flemington")
        }
        #expect(
            RaceTableLayout.lines(for: rows, width: nil).map(\.text) == [
                "Category     Meeting     Race  Starts in  Local",
                "Greyhound    Shepparton  R6       4m 05s  01:04",
                "Horse      ★ Flemington  R3       5m 00s  01:05",
            ])
        #expect(
            RaceTableLayout.lines(for: rows, width: nil, starMark: "*")[2].text.contains("  * Flemington  "))
    }

    private func wideRows() -> [RaceRowViewModel] {
        [
            RaceFactory.race("a", .greyhound, meeting: "東京競馬場", number: 6, startsIn: 245, from: now),
            RaceFactory.race("b", .horse, meeting: "🏇 Derby Day", number: 12, startsIn: 4_000, from: now),
            RaceFactory.race("c", .harness, meeting: "Addington", number: 1, startsIn: -12, from: now),
        ].map { RaceRowViewModel(race: $0, now: now, clock: clock) }
    }

    @Test func alignsColumnsByDisplayWidthAroundCJKAndEmojiNames() {
        let lines = RaceTableLayout.lines(for: wideRows(), width: nil).map(\.text)
        #expect(
            lines == [
                "Category   Meeting       Race   Starts in  Local",
                "Greyhound  東京競馬場    R6        4m 05s  01:04",
                "Horse      🏇 Derby Day  R12       1h 06m  02:06",
                "Harness    Addington     R1    jumped 12s  00:59",
            ])
        #expect(Set(lines.map(DisplayWidth.columns(of:))) == [48])
    }

    @Test func cutsCJKAndEmojiNamesAtAColumnBoundaryToFitTheWidth() {
        let lines = RaceTableLayout.lines(for: wideRows(), width: 35).map(\.text)
        #expect(
            lines == [
                "   Meeting  Race   Starts in  Local",
                "G  東京競…  R6        4m 05s  01:04",
                "H  🏇 Der…  R12       1h 06m  02:06",
                "T  Adding…  R1    jumped 12s  00:59",
            ])
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) == 35 })
    }

    private func locatedRows() -> [RaceRowViewModel] {
        [
            RaceFactory.race(
                "a", .greyhound, meeting: "Shepparton", number: 6, startsIn: 245, from: now,
                venue: Venue(name: "Shepparton", state: "VIC", country: "AUS")),
            RaceFactory.race(
                "b", .horse, meeting: "Ascot", number: 2, startsIn: -37, from: now,
                venue: Venue(name: "Ascot", state: "GBR", country: "UK")),
        ].map { RaceRowViewModel(race: $0, now: now, clock: clock) }
    }

    @Test func showsWhereEachMeetingIsAndHowLongAgoARaceJumpedWhenThereIsRoom() {
        #expect(
            RaceTableLayout.lines(for: locatedRows(), width: 80).map(\.text) == [
                "Category   Meeting         Race   Starts in  Local",
                "Greyhound  Shepparton VIC  R6        4m 05s  01:04",
                "Horse      Ascot UK        R2    jumped 37s  00:59",
            ])
    }

    @Test(arguments: [
        (50, RaceTableLayout.Columns.full),
        (49, RaceTableLayout.Columns(category: .name, showsLocation: false)),
        (46, RaceTableLayout.Columns(category: .name, showsLocation: false)),
        (45, RaceTableLayout.Columns.narrowest),
        (20, RaceTableLayout.Columns.narrowest),
    ])
    func dropsTheLocationFirstThenTheCategoryNames(width: Int, columns: RaceTableLayout.Columns) {
        #expect(RaceTableLayout.columns(for: locatedRows(), width: width) == columns)
        let lines = RaceTableLayout.lines(for: locatedRows(), width: width).map(\.text)
        #expect(lines[1].hasPrefix(columns.category == .name ? "Greyhound  Shepparton" : "G  Shepp"))
        #expect(lines[1].contains("Shepparton VIC") == columns.showsLocation)
    }

    @Test func headsTheStartTimesAsAsked() {
        #expect(
            RaceTableLayout.lines(for: rows(), width: nil, startHeader: "Start")[0].text.hasSuffix("  Start"))
    }

    @Test func marksEachRowWithItsUrgency() {
        #expect(
            RaceTableLayout.lines(for: rows(), width: nil).map(\.urgency) == [nil, .soon, .normal, .jumped])
    }

    @Test(arguments: [("Shepparton", 20, "Shepparton"), ("Shepparton", 6, "Shepp…"), ("Ab", 1, "…")])
    func truncatesWithAnEllipsis(text: String, width: Int, expected: String) {
        #expect(RaceTableLayout.truncated(text, to: width) == expected)
    }
}
