import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

@testable import NextToGoCLI

/// The help `?` opens in watch mode, as the renderer draws it at every size, with colour and
/// without.
@Suite struct WatchHelpScreenTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    /// A watch screen of `size` with three races on the board and the help open.
    private func screen(_ size: ScreenSize, limit: Int = 3, openHelp: Bool = true) -> WatchScreen {
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: limit, timeZone: TimeZone(identifier: "UTC")!),
            size: size, now: now)
        let races = [
            RaceFactory.race("a", .greyhound, meeting: "Shepparton", number: 6, startsIn: 65, from: now),
            RaceFactory.race("b", .horse, meeting: "Flemington", number: 4, startsIn: 300, from: now),
            RaceFactory.race("c", .harness, meeting: "Addington", number: 1, startsIn: 4_000, from: now),
        ]
        _ = model.handle(
            .snapshot(
                NextRacesSnapshot(
                    races: races, filter: .all, limit: limit, takenAt: now,
                    updatedAt: now.addingTimeInterval(-2))),
            at: now)
        if openHelp { _ = model.handle(.key(.byte(UInt8(ascii: "?"))), at: now) }
        return model.screen
    }

    private func lines(_ size: ScreenSize, usesColor: Bool = false) -> [String] {
        WatchScreenLayout(usesColor: usesColor).frame(for: screen(size)).map(\.text)
    }

    @Test(arguments: [true, false])
    func atEightyByTwentyFourTheWholeHelpShowsAsTheGoldenFileHasIt(usesColor: Bool) throws {
        let text =
            lines(ScreenSize(columns: 80, rows: 24), usesColor: usesColor).joined(separator: "\n") + "\n"
        let name = usesColor ? "watch-help" : "watch-help-without-colour"
        #expect(text == (try GoldenFile.expected(for: text, named: name)))
    }

    @Test func theBoardsKeysLineMentionsHelpAndTheHelpsKeysLineSaysHowToCloseIt() {
        let board = WatchScreenLayout(usesColor: false).frame(
            for: screen(ScreenSize(columns: 80, rows: 24), openHelp: false)
        ).map(\.text)
        #expect(board.last?.contains("  ? help  q quit") == true, "\(board)")
        let help = lines(ScreenSize(columns: 80, rows: 24))
        #expect(help.last == "? or Esc close help  q quit")
        #expect(help[2] == "Keys")
        #expect(!help.contains { $0.contains("Shepparton") }, "the help takes the board's place")
    }

    @Test func withColourEachUrgencysLineIsInItsColourAndTheHeadingsAreBold() throws {
        let frame = WatchScreenLayout(usesColor: true).frame(for: screen(ScreenSize(columns: 80, rows: 24)))
            .map(ScreenLine.init)
        let yellow = try #require(frame.first { $0.text.hasPrefix("  yellow") })
        let red = try #require(frame.first { $0.text.hasPrefix("  red") })
        let plain = try #require(frame.first { $0.text.hasPrefix("  plain") })
        #expect(
            yellow.style == ANSIStyle.escape(for: .soon) && ANSIStyle.escape(for: .soon) == "\u{1B}[33m",
            "yellow is SGR 33")
        #expect(
            red.style == ANSIStyle.escape(for: .jumped) && ANSIStyle.escape(for: .jumped) == "\u{1B}[31m",
            "red is SGR 31")
        #expect(plain.style == "")
        #expect(frame.first { $0.text == "Keys" }?.style == ANSIStyle.escape(for: .header))
    }

    @Test func withoutColourNoLineIsStyledAndTheHelpSaysTheCountdownAloneShowsHowSoon() {
        let frame = WatchScreenLayout(usesColor: false).frame(
            for: screen(ScreenSize(columns: 80, rows: 24))
        ).map(ScreenLine.init)
        #expect(frame.allSatisfy { $0.style.isEmpty })
        let text = frame.map(\.text).joined(separator: " ")
        #expect(text.contains("Colour is off, so the countdown alone says it"), "\(text)")
        #expect(!text.contains("yellow"))
    }

    @Test(arguments: [
        ScreenSize(columns: 36, rows: 12), ScreenSize(columns: 50, rows: 10),
        ScreenSize(columns: 120, rows: 8),
        ScreenSize(columns: 36, rows: 6),
    ])
    func aSmallerPaneShowsWhatFitsEndingInHowMuchMore(size: ScreenSize) {
        for usesColor in [true, false] {
            let lines = lines(size, usesColor: usesColor)
            #expect(lines.count <= size.rows, "\(lines)")
            #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= size.columns }, "\(lines)")
            #expect(lines[1] == "Keys", "no blank line while the help is cut: \(lines)")
            #expect(lines.contains { $0.hasPrefix("↓ +") }, "cut where the room ends: \(lines)")
            #expect(!lines.contains { $0.hasPrefix("Terminal too small") }, "\(lines)")
        }
    }

    @Test func aPaneJustTallEnoughShowsTheFirstLineAndHowMuchMore() {
        let lines = lines(ScreenSize(columns: 36, rows: 5))
        #expect(lines.count == 5)
        #expect(lines[1] == "Keys" && lines[2].hasPrefix("↓ +"), "\(lines)")
        #expect(lines[4] == "? or Esc close help  q quit", "\(lines)")
    }

    @Test(arguments: [
        ScreenSize(columns: 36, rows: 4), ScreenSize(columns: 20, rows: 10), ScreenSize(columns: 5, rows: 2),
        ScreenSize(columns: 1, rows: 1), ScreenSize(columns: 0, rows: 0),
    ])
    func aTinyPaneSaysItIsTooSmallWithinItsSize(size: ScreenSize) {
        let lines = lines(size)
        #expect(lines.count <= max(1, size.rows), "\(lines)")
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= max(1, size.columns) }, "\(lines)")
        #expect(!lines.contains("Keys"), "\(lines)")
    }

    @Test func onANarrowPaneTheKeysLineShowsHowToCloseTheHelpWithoutTheLettersLegend() {
        let lines = lines(ScreenSize(columns: 40, rows: 30))
        #expect(lines.last == "? or Esc close help  q quit", "\(lines)")
    }
}
