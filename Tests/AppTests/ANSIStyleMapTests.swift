import PresentationLayer
import Testing

@testable import NextToGoCLI

/// The one map from a line's style to the escape sequence the terminal is sent.
@Suite struct ANSIStyleMapTests {
    @Test(arguments: [
        (TextStyle.plain, ""), (.header, "\u{1B}[1m"), (.dim, "\u{1B}[2m"), (.soon, "\u{1B}[33m"),
        (.jumped, "\u{1B}[31m"), (.warning, "\u{1B}[33m"), (.alert, "\u{1B}[1;7m"),
        (.selected(.plain), "\u{1B}[7m"), (.selected(.soon), "\u{1B}[33m\u{1B}[7m"),
        (.selected(.header), "\u{1B}[1m\u{1B}[7m"),
    ])
    func eachStyleHasItsEscapeSequence(style: TextStyle, escape: String) {
        #expect(ANSIStyle.escape(for: style) == escape)
    }

    @Test func aStyledLineIsWrittenInItsStyleAndAResetAndAPlainOneAsItIs() {
        #expect(ScreenLine(StyledLine(text: "R1", style: .soon)).rendered == "\u{1B}[33mR1\u{1B}[0m")
        #expect(ScreenLine(StyledLine(text: "R1")).rendered == "R1")
    }
}
