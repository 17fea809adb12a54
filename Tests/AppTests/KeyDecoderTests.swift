import PresentationLayer
import Testing

@testable import nexttogo

@Suite struct KeyDecoderTests {
    /// The keys for `reads`, each one read of the terminal, with a lone `ESC` at the end of the
    /// last read taken as Escape, as when nothing more comes in time.
    private func keys(_ reads: String...) -> [WatchKey] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.keys(from: Array($0.utf8)) } + decoder.flush()
    }

    @Test(arguments: [
        ("\u{1B}[A", WatchKey.up), ("\u{1B}[B", .down), ("\u{1B}OA", .up), ("\u{1B}OB", .down),
        ("\u{1B}[1;2A", .up), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace),
        ("\u{1B}", .escape), ("j", .byte(UInt8(ascii: "j"))), ("s", .byte(UInt8(ascii: "s"))),
        ("c", .byte(UInt8(ascii: "c"))), ("\u{03}", .byte(0x03)),
    ])
    func readsOneKey(bytes: String, key: WatchKey) {
        #expect(keys(bytes) == [key])
    }

    @Test func readsSeveralKeysInOneRead() {
        #expect(
            keys("j\u{1B}[Bk\u{1B}OAs\r") == [
                .byte(UInt8(ascii: "j")), .down, .byte(UInt8(ascii: "k")), .up, .byte(UInt8(ascii: "s")),
                .enter,
            ])
    }

    @Test(arguments: [
        ["\u{1B}", "[B"], ["\u{1B}[", "B"], ["\u{1B}", "[", "B"], ["\u{1B}", "O", "B"], ["\u{1B}[1;", "2B"],
    ])
    func anArrowSplitAcrossReadsIsStillOneKey(reads: [String]) {
        var decoder = KeyDecoder()
        var decoded: [WatchKey] = []
        for read in reads {
            decoded += decoder.keys(from: Array(read.utf8))
            if read != reads.last { #expect(decoder.isWaitingForMore) }
        }
        #expect(decoded == [.down])
        #expect(!decoder.isWaitingForMore)
        #expect(decoder.flush() == [])
    }

    @Test func aLoneEscapeWaitsForMoreThenIsEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x1B]) == [])
        #expect(decoder.isWaitingForMore)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaitingForMore)
    }

    @Test func escapeThenALetterIsEscapeAndTheLetter() {
        #expect(keys("\u{1B}q") == [.escape, .byte(UInt8(ascii: "q"))])
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func otherEscapeSequencesAreDroppedWholeNotReadAsLetters() {
        // Right and left arrows, Page Up, F1: their final letters must not act as keys.
        #expect(keys("\u{1B}[C\u{1B}[D\u{1B}[5~\u{1B}OPs") == [.byte(UInt8(ascii: "s"))])
    }

    @Test func anEscapeAndBracketWithNothingAfterThemAreKeysOfTheirOwn() {
        #expect(keys("\u{1B}[") == [.escape, .byte(UInt8(ascii: "["))])
    }
}
