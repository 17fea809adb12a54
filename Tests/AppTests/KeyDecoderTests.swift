import PresentationLayer
import Testing

@testable import NextToGoCLI

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
        ("c", .byte(UInt8(ascii: "c"))), ("\u{03}", .byte(0x03)), ("\u{1B}[5~", .pageUp),
        ("\u{1B}[6~", .pageDown),
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
        // Right and left arrows, Delete, F5 (whose `5` is not Page Up's), F1: their final letters
        // must not act as keys.
        #expect(keys("\u{1B}[C\u{1B}[D\u{1B}[3~\u{1B}[15~\u{1B}OPs") == [.byte(UInt8(ascii: "s"))])
    }

    @Test func anEscapeAndBracketWithNothingAfterThemAreKeysOfTheirOwn() {
        #expect(keys("\u{1B}[") == [.escape, .byte(UInt8(ascii: "["))])
    }

    @Test func aControlSequenceLongerThanAnyKeyIsDroppedWhole() {
        // Seventeen parameter bytes, then `q`, which is a control sequence's final byte here.
        let parameters = "1;2;3;4;5;6;7;8;9"
        #expect(parameters.utf8.count == 17)
        #expect(keys("\u{1B}[\(parameters)q", "h") == [.byte(UInt8(ascii: "h"))])
        #expect(keys("\u{1B}[" + String(repeating: "9;", count: 5000) + "~s") == [.byte(UInt8(ascii: "s"))])
    }

    @Test func anX10MouseReportsThreeRawBytesAreDroppedEvenWhenTheyAreLetters() {
        // Button `q` (0x71 - 32: a wheel event) at column `h` and row `g`.
        #expect(keys("\u{1B}[Mqhg", "s") == [.byte(UInt8(ascii: "s"))])
        // A sequence with parameters that ends in `M` (SGR mouse) has no raw bytes after it.
        #expect(keys("\u{1B}[<0;10;5Ms") == [.byte(UInt8(ascii: "s"))])
    }

    @Test(arguments: ["\u{1B}]11;rgb:0000/qqqq/hhhh\u{07}", "\u{1B}]0;quit here\u{1B}\\"])
    func anOperatingSystemCommandIsDroppedUpToBellOrStringTerminator(sequence: String) {
        #expect(keys(sequence + "s") == [.byte(UInt8(ascii: "s"))])
    }

    @Test(arguments: [
        "\u{1B}P1$r0;1m\u{07}q\u{1B}\\",  // DCS (a bell inside ends only an OSC)
        "\u{1B}Xsos q\u{1B}\\",  // SOS
        "\u{1B}^pm q\u{1B}\\",  // PM
        "\u{1B}_Gi=31;OK q\u{1B}\\",  // APC
    ])
    func aStringEndedOnlyByTheStringTerminatorIsDroppedWhole(sequence: String) {
        #expect(keys(sequence + "s") == [.byte(UInt8(ascii: "s"))])
    }

    @Test(arguments: [
        ["\u{1B}[1;2;3;4;5;6;", "7;8;9;10", "q"],
        ["\u{1B}[M", "q", "hg"],
        ["\u{1B}]", "11;rgb:q", "qqq/hhhh\u{1B}", "\\"],
        ["\u{1B}_", "Gi=31;q", "\u{1B}\\"],
    ])
    func aSequenceSplitAcrossReadsIsStillDroppedWhole(reads: [String]) {
        var decoder = KeyDecoder()
        var decoded: [WatchKey] = []
        for read in reads {
            decoded += decoder.keys(from: Array(read.utf8))
            if read != reads.last { #expect(decoder.isWaitingForMore) }
        }
        decoded += decoder.keys(from: Array("s".utf8))
        #expect(decoded == [.byte(UInt8(ascii: "s"))])
        #expect(!decoder.isWaitingForMore)
    }

    @Test func aStringOfAnyLengthIsCountedThroughNotKept() {
        var decoder = KeyDecoder()
        let chunk = Array(String(repeating: "q", count: 4096).utf8)
        #expect(decoder.keys(from: Array("\u{1B}]52;c;".utf8)) == [])
        for _ in 0..<256 {
            #expect(decoder.keys(from: chunk) == [])
        }
        #expect(decoder.keys(from: [0x07, UInt8(ascii: "h")]) == [.byte(UInt8(ascii: "h"))])
    }

    @Test func aSequenceCutOffInsideIsDroppedAndTheKeysAfterItAreRead() {
        #expect(keys("\u{1B}]0;title") == [])
        #expect(keys("\u{1B}[M") == [])
        var decoder = KeyDecoder()
        _ = decoder.keys(from: Array("\u{1B}]0;q".utf8))
        #expect(decoder.flush() == [])
        #expect(decoder.keys(from: Array("s".utf8)) == [.byte(UInt8(ascii: "s"))])
    }

    @Test func anEscapeInsideAStringThatIsNotTheTerminatorStartsASequenceOfItsOwn() {
        #expect(keys("\u{1B}]0;title\u{1B}[As") == [.up, .byte(UInt8(ascii: "s"))])
    }
}
