import Testing

@testable import nexttogo

@Suite struct FrameDiffTests {
    private let esc = "\u{1B}"

    @Test func aFullRedrawIsCursorHomeEveryLineErasedToItsEndAndEraseBelow() {
        #expect(
            FrameDiff.fullRedraw(["one", "two"])
                == "\(esc)[Hone\(esc)[K\r\ntwo\(esc)[K\r\n\(esc)[J")
    }

    @Test func anUnchangedFrameWritesNothing() {
        #expect(FrameDiff.update(from: ["a", "b", "c"], to: ["a", "b", "c"]) == "")
    }

    @Test func onlyChangedLinesAreRewrittenInPlace() {
        #expect(
            FrameDiff.update(
                from: ["header 14:03:05", "row", "row"], to: ["header 14:03:06", "row", "row 2"])
                == "\(esc)[1;1Hheader 14:03:06\(esc)[K\(esc)[3;1Hrow 2\(esc)[K")
    }

    @Test func aShorterFrameErasesWhatIsLeftBelow() {
        #expect(FrameDiff.update(from: ["a", "b", "c"], to: ["a"]) == "\(esc)[2;1H\(esc)[J")
    }

    @Test func aLongerFrameWritesItsNewLines() {
        #expect(FrameDiff.update(from: ["a"], to: ["a", "b"]) == "\(esc)[2;1Hb\(esc)[K")
    }
}
