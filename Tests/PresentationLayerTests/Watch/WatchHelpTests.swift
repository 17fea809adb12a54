import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// `?` in watch mode: the help's state in the view-model, its keys, and its words laid out.
@Suite struct WatchHelpTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let question = WatchKey.byte(UInt8(ascii: "?"))

    private func model() -> WatchViewModel {
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: TimeZone(identifier: "UTC")!),
            size: ScreenSize(columns: 80, rows: 24), now: now)
        let snapshot = NextRacesSnapshot(
            races: [RaceFactory.race("a", meeting: "Flemington", number: 4, startsIn: 300, from: now)],
            filter: .all, limit: 5, takenAt: now, updatedAt: now)
        _ = model.handle(.snapshot(snapshot), at: now)
        return model
    }

    @Test func questionMarkOpensTheHelpAndQuestionMarkAgainClosesIt() {
        var model = model()
        #expect(!model.screen.isShowingHelp)
        #expect(model.handle(.key(question), at: now).isEmpty)
        #expect(model.screen.isShowingHelp)
        #expect(model.handle(.key(question), at: now).isEmpty)
        #expect(!model.screen.isShowingHelp)
    }

    @Test func aResizeThatShowsMoreOfTheHelpScrollsItBackNoFurtherThanItsNewEnd() {
        var model = model()
        _ = model.handle(.resize(ScreenSize(columns: 60, rows: 12)), at: now)
        _ = model.handle(.key(question), at: now)
        for _ in 0..<10 { _ = model.handle(.key(.pageDown), at: now) }
        let layout = WatchScreenLayout(usesColor: false)
        let small = layout.helpScrolling(
            size: ScreenSize(columns: 60, rows: 12), hasBanner: false, keys: BoardScreen.helpSection)
        let tall = layout.helpScrolling(
            size: ScreenSize(columns: 60, rows: 20), hasBanner: false, keys: BoardScreen.helpSection)
        #expect(model.screen.helpOffset == small.lastOffset)

        _ = model.handle(.resize(ScreenSize(columns: 60, rows: 20)), at: now)

        #expect(tall.lastOffset < small.lastOffset)
        #expect(model.screen.helpOffset == tall.lastOffset)
    }

    @Test func escapeClosesTheHelp() {
        var model = model()
        _ = model.handle(.key(question), at: now)
        _ = model.handle(.key(.escape), at: now)
        #expect(!model.screen.isShowingHelp)
    }

    @Test(arguments: [
        (key: WatchKey.byte(UInt8(ascii: "q")), ending: WatchEnding.quit), (.byte(UInt8(ascii: "Q")), .quit),
        (.byte(0x03), .interrupted),
    ])
    func overTheHelpQQuitsAndControlCInterrupts(key: WatchKey, ending: WatchEnding) {
        var model = model()
        _ = model.handle(.key(question), at: now)
        #expect(model.handle(.key(key), at: now) == [.quit(ending)])
    }

    @Test(arguments: [
        WatchKey.byte(UInt8(ascii: "h")), .byte(UInt8(ascii: "r")), .byte(UInt8(ascii: "s")), .down, .enter,
        .backspace, .byte(UInt8(ascii: "x")),
    ])
    func overTheHelpOtherKeysDoNothingAndLeaveItOpen(key: WatchKey) {
        var model = model()
        _ = model.handle(.key(question), at: now)
        let before = model.screen

        #expect(model.handle(.key(key), at: now).isEmpty, "no filter, refresh or star behind the help")
        #expect(model.screen == before, "nothing selected or opened unseen under the help")
    }

    @Test func theBoardUnderTheHelpGoesOnUpdatingAndIsAsItWasWhenTheHelpCloses() {
        var model = model()
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(question), at: now)
        _ = model.handle(.tick, at: now.addingTimeInterval(1))
        #expect(model.screen.chrome.clockText == "01:00:01")
        _ = model.handle(.key(question), at: now.addingTimeInterval(1))
        #expect(model.screen.arrangement.selected == .race(id: "a"), "the selection is kept")
    }

    @Test func overTheDetailsQuestionMarkGoesBackToTheBoardLikeAnyKey() {
        var model = model()
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.enter), at: now)
        #expect(model.screen.details != nil)
        _ = model.handle(.key(question), at: now)
        #expect(model.screen.details == nil)
        #expect(!model.screen.isShowingHelp)
    }

    @Test func theHelpListsEveryKeyOfTheBoard() {
        let labels = WatchHelpViewModel(usesColor: true, keys: BoardScreen.helpSection).sections[0].entries
            .map(\.label)
        #expect(
            labels == [
                "h g t", "a", "r", "↑ ↓  k j", "s", "c", "Enter", "m", "?", "Esc", "q", "Ctrl-C", "Ctrl-Z",
            ])
    }

    @Test func withColourTheHelpNamesEachUrgencysColourAndItsThreshold() throws {
        let colours = WatchHelpViewModel(usesColor: true, keys: BoardScreen.helpSection).sections[1]
        #expect(colours.entries.map(\.label) == ["plain", "yellow", "red"])
        #expect(colours.entries.map(\.urgency) == [.normal, .soon, .jumped])
        #expect(colours.entries[0].meaning == "5 minutes or more to go")
        #expect(colours.entries[1].meaning == "under 5 minutes to go")
        #expect(colours.entries[2].meaning == "jumped: from its start until it leaves, 60 s later")
        #expect(RaceUrgency(secondsToStart: 300) == .normal && RaceUrgency(secondsToStart: 299) == .soon)
    }

    @Test func withoutColourTheHelpSaysTheCountdownAloneShowsHowSoon() throws {
        let section = WatchHelpViewModel(usesColor: false, keys: BoardScreen.helpSection).sections[1]
        #expect(section.entries.isEmpty)
        let note = try #require(section.note)
        #expect(note.hasPrefix("Colour is off, so the countdown alone says it"))
        #expect(note.contains("jumped 37s"))
        #expect(!note.contains("yellow") && !note.contains("red"))
    }

    @Test func entriesLineUpInOneLabelColumnAndFitEightyColumns() {
        let lines = WatchHelpViewModel(usesColor: true, keys: BoardScreen.helpSection).laidOutLines(width: 80)
        #expect(lines.first == .init(text: "Keys", kind: .heading))
        #expect(lines.contains(.init(text: "  q         quit", kind: .entry(urgency: nil))))
        #expect(
            lines.contains(.init(text: "  yellow    under 5 minutes to go", kind: .entry(urgency: .soon))))
        #expect(lines.contains(.init(text: "", kind: .text)), "a blank line between the sections")
        #expect(lines.count == 19)
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0.text) <= 80 })
    }

    @Test(arguments: [36, 50])
    func onANarrowScreenMeaningsWrapUnderTheirColumnAndTheNoteWrapsToo(width: Int) {
        for usesColor in [true, false] {
            let lines = WatchHelpViewModel(usesColor: usesColor, keys: BoardScreen.helpSection).laidOutLines(
                width: width)
            #expect(lines.allSatisfy { DisplayWidth.columns(of: $0.text) <= width }, "\(lines)")
        }
        let wrapped = WatchHelpViewModel(usesColor: true, keys: BoardScreen.helpSection).laidOutLines(
            width: width)
        let first = wrapped.firstIndex { $0.text.hasPrefix("  h g t") }!
        #expect(wrapped[first + 1].text.hasPrefix(String(repeating: " ", count: 12)), "\(wrapped)")
        #expect(wrapped[first + 1].kind == .entry(urgency: nil))
    }

    @Test func anImpossiblyNarrowWidthStillLaysOutWithoutTrapping() {
        #expect(
            !WatchHelpViewModel(usesColor: false, keys: BoardScreen.helpSection).laidOutLines(width: 0)
                .isEmpty)
        #expect(
            !WatchHelpViewModel(usesColor: true, keys: BoardScreen.helpSection).laidOutLines(width: -5)
                .isEmpty)
    }
}
