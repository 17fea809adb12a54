import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

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
                "Category   Meeting                   Race  Starts in  Local",
                "Greyhound  Shepparton                R6       4m 05s  01:04",
                "Horse      Hipodromo Chile Santiago  R12      1h 06m  02:06",
                "Harness    Addington                 R1         -12s  00:59",
            ])
    }

    @Test func cutsMeetingNamesToFitANarrowTerminal() {
        let lines = RaceTableLayout.lines(for: rows(), width: 50).map(\.text)
        #expect(lines.allSatisfy { $0.count <= 50 })
        #expect(lines[2] == "Horse      Hipodromo Chil…  R12      1h 06m  02:06")
    }

    @Test func canShowTheCategoryAsASymbol() {
        let lines = RaceTableLayout.lines(for: rows(), width: nil, categoryColumn: .symbol).map(\.text)
        #expect(lines[0] == "   Meeting                   Race  Starts in  Local")
        #expect(lines[1] == "G  Shepparton                R6       4m 05s  01:04")
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
                "Category   Meeting       Race  Starts in  Local",
                "Greyhound  東京競馬場    R6       4m 05s  01:04",
                "Horse      🏇 Derby Day  R12      1h 06m  02:06",
                "Harness    Addington     R1         -12s  00:59",
            ])
        #expect(Set(lines.map(DisplayWidth.columns(of:))) == [47])
    }

    @Test func cutsCJKAndEmojiNamesAtAColumnBoundaryToFitTheWidth() {
        let lines = RaceTableLayout.lines(for: wideRows(), width: 42).map(\.text)
        #expect(
            lines == [
                "Category   Meeting  Race  Starts in  Local",
                "Greyhound  東京競…  R6       4m 05s  01:04",
                "Horse      🏇 Der…  R12      1h 06m  02:06",
                "Harness    Adding…  R1         -12s  00:59",
            ])
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) == 42 })
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
