import Testing

@testable import nexttogo

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

    @Test func onlyTheChangedEndOfAChangedLineIsRewritten() {
        #expect(
            FrameDiff.update(
                from: lines("header 14:03:05", "G  Shepparton  R6   3m 28s  15:13", "same"),
                to: lines("header 14:03:06", "G  Shepparton  R6   3m 27s  15:13", "same"))
                == "\(esc)[1;15H6\(esc)[K\(esc)[2;25H7s  15:13\(esc)[K")
    }

    @Test func aLineWhoseStyleChangedIsRewrittenWhole() {
        let old = [ScreenLine(text: "G  R6  5m 00s", style: "")]
        let new = [ScreenLine(text: "G  R6  4m 59s", style: ANSIStyle.soon)]
        #expect(
            FrameDiff.update(from: old, to: new)
                == "\(esc)[1;1H\(ANSIStyle.soon)G  R6  4m 59s\(ANSIStyle.reset)\(esc)[K")
    }

    @Test func aStyledLineKeepsItsStyleWhenOnlyItsEndIsRewritten() {
        let old = [ScreenLine(text: "R6  4m 59s", style: ANSIStyle.soon)]
        let new = [ScreenLine(text: "R6  4m 58s", style: ANSIStyle.soon)]
        #expect(
            FrameDiff.update(from: old, to: new)
                == "\(esc)[1;9H\(ANSIStyle.soon)8s\(ANSIStyle.reset)\(esc)[K")
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
