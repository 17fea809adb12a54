import PresentationLayer
import TestSupport
import Testing

@testable import NextToGoCLI

@Suite struct FrameDiffTests {
    private let esc = "\u{1B}"

    private func lines(_ texts: String...) -> [ScreenLine] {
        texts.map { ScreenLine(text: $0) }
    }

    @Test func aFullRedrawIsCursorHomeEveryLineErasedToItsEndAndEraseBelow() {
        #expect(FrameDiff.fullRedraw(lines("one", "two")) == "\(esc)[Hone\(esc)[K\r\ntwo\(esc)[K\(esc)[J")
    }

    @Test func aFullRedrawMovesDownOnlyBetweenLinesSoAFrameAsTallAsTheTerminalDoesNotScrollIt() {
        let redraw = FrameDiff.fullRedraw(lines("one", "two", "three"))
        #expect(redraw.components(separatedBy: "\r\n").count == 3)
        #expect(redraw.hasSuffix("three\(esc)[K\(esc)[J"))
    }

    @Test func anUnchangedFrameWritesNothing() {
        #expect(FrameDiff.update(from: lines("a", "b", "c"), to: lines("a", "b", "c")) == "")
    }

    @Test func onlyTheChangedCharactersOfALineOfTheSameWidthAreRewritten() {
        #expect(
            FrameDiff.update(
                from: lines("header 14:03:05", "G  Shepparton  R6   3m 28s  15:13", "same"),
                to: lines("header 14:03:06", "G  Shepparton  R6   3m 27s  15:13", "same"))
                == "\(esc)[1;15H6\(esc)[2;25H7")
    }

    @Test func aLineThatChangedWidthIsRewrittenFromItsFirstChangeAndErasedToItsEnd() {
        #expect(
            FrameDiff.update(from: lines("G  R6  10m 00s"), to: lines("G  R6  9m 59s"))
                == "\(esc)[1;8H9m 59s\(esc)[K")
    }

    @Test func aLineWhoseStyleChangedIsRewrittenWhole() {
        let old = [ScreenLine(text: "G  R6  5m 00s", style: "")]
        let new = [ScreenLine(text: "G  R6  4m 59s", style: ANSIStyle.escape(for: .soon))]
        #expect(
            FrameDiff.update(from: old, to: new)
                == "\(esc)[1;1H\(ANSIStyle.escape(for: .soon))G  R6  4m 59s\(ANSIStyle.reset)\(esc)[K")
    }

    @Test func aStyledLineKeepsItsStyleWhenOnlyItsEndIsRewritten() {
        let old = [ScreenLine(text: "R6  4m 59s", style: ANSIStyle.escape(for: .soon))]
        let new = [ScreenLine(text: "R6  4m 58s", style: ANSIStyle.escape(for: .soon))]
        #expect(
            FrameDiff.update(from: old, to: new)
                == "\(esc)[1;9H\(ANSIStyle.escape(for: .soon))8\(ANSIStyle.reset)")
    }

    @Test func changesToLinesOfOneStyleShareOneStyleEscapeAndEndWithOneReset() {
        let old = [
            ScreenLine(text: "R6  4m 59s", style: ANSIStyle.escape(for: .soon)),
            ScreenLine(text: "R7  4m 59s", style: ANSIStyle.escape(for: .soon)),
            ScreenLine(text: "R8  9m 59s"),
        ]
        let new = [
            ScreenLine(text: "R6  4m 58s", style: ANSIStyle.escape(for: .soon)),
            ScreenLine(text: "R7  4m 58s", style: ANSIStyle.escape(for: .soon)),
            ScreenLine(text: "R8  9m 58s"),
        ]
        #expect(
            FrameDiff.update(from: old, to: new)
                == "\(esc)[1;9H\(ANSIStyle.escape(for: .soon))8\(esc)[2;9H8\(esc)[3;9H\(ANSIStyle.reset)8")
    }

    @Test func aStyleIsResetBeforeAnEraseSoItsBackgroundDoesNotFillTheErasedCells() {
        let old = [ScreenLine(text: "R6  10m 00s", style: ANSIStyle.escape(for: .selected(.plain)))]
        let new = [ScreenLine(text: "R6  9m 59s", style: ANSIStyle.escape(for: .selected(.plain)))]
        #expect(
            FrameDiff.update(from: old, to: new)
                == "\(esc)[1;5H\(ANSIStyle.escape(for: .selected(.plain)))9m 59s\(ANSIStyle.reset)\(esc)[K")
    }

    @Test func aShorterFrameErasesWhatIsLeftBelow() {
        #expect(FrameDiff.update(from: lines("a", "b", "c"), to: lines("a")) == "\(esc)[2;1H\(esc)[J")
    }

    @Test func aShorterLineIsErasedPastItsEnd() {
        #expect(FrameDiff.update(from: lines("abcdef"), to: lines("abc")) == "\(esc)[1;4H\(esc)[K")
    }

    @Test func aLongerFrameWritesItsNewLines() {
        #expect(FrameDiff.update(from: lines("a"), to: lines("a", "b")) == "\(esc)[2;1Hb\(esc)[K")
    }
}

/// Incremental redraws of lines holding wide characters, emoji and accents, checked by the cursor
/// column they move to and by playing them on a screen that draws wide characters in two cells.
@Suite struct FrameDiffDisplayWidthTests {
    private let esc = "\u{1B}"

    private func lines(_ texts: [String]) -> [ScreenLine] {
        texts.map { ScreenLine(text: $0) }
    }

    @Test func aChangeAfterAWideCharacterMovesTheCursorPastBothOfItsColumns() {
        #expect(
            FrameDiff.update(
                from: lines(["G  東京競馬場  R6   3m 28s  15:13"]), to: lines(["G  東京競馬場  R6   3m 27s  15:13"]))
                == "\(esc)[1;25H7")
    }

    @Test func aChangeAfterAnEmojiSequenceMovesTheCursorPastItsTwoColumns() {
        #expect(
            FrameDiff.update(from: lines(["👨‍👩‍👧 R1  9m 09s"]), to: lines(["👨‍👩‍👧 R1  9m 08s"]))
                == "\(esc)[1;12H8")
    }

    @Test(arguments: [
        (["G  東京競馬場  R6   3m 28s  15:13"], ["G  東京競馬場  R6   3m 27s  15:13"]),
        (["H  🏇 Derby Day  R1   9m 09s"], ["H  🏇 Derby Day  R1   9m 08s"]),
        (["H  🏇 Derby Day  R1   10m 00s"], ["H  🏇 Derby Day  R1   9m 59s"]),
        (["Café 東京  1m 00s"], ["Café 東京  59s"]),
        (["東京 Cafe"], ["東京 Cafe\u{301}"]),
        (["東京 R1  5m 00s"], ["東 R1  5m 00s"]),
        (["🇦🇺 Flemington 4m", "서울 R2  3m 10s", "same"], ["🇦🇺 Flemington 3m", "서울 R2  3m 09s", "same"]),
    ])
    func playingTheUpdateOverTheOldFrameShowsExactlyTheNewFrame(old: [String], new: [String]) {
        var screen = VirtualScreen(columns: 40, rows: 3)
        screen.play(FrameDiff.fullRedraw(lines(old)))
        #expect(Array(screen.lines.prefix(old.count)) == old, "the model draws the old frame as it is")
        screen.play(FrameDiff.update(from: lines(old), to: lines(new)))
        #expect(Array(screen.lines.prefix(new.count)) == new)
    }

    @Test func aLineWithAHighlightIsRewrittenWholeInItsRunsOfStyle() {
        var moved = ScreenLine(text: "2  Beach Wreck  41.00  +95%")
        moved.highlight = .init(columns: 23..<27, style: "\(esc)[35m")
        let old = [ScreenLine(text: "title"), ScreenLine(text: "2  Beach Wreck  27.00  +29%")]

        #expect(
            FrameDiff.update(from: old, to: [ScreenLine(text: "title"), moved])
                == "\(esc)[2;1H2  Beach Wreck  41.00  \(esc)[35m+95%\(esc)[0m\(esc)[K")
        #expect(
            FrameDiff.update(
                from: [ScreenLine(text: "title"), moved], to: [ScreenLine(text: "title"), moved]) == "")
    }
}
