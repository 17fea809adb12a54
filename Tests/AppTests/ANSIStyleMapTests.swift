import PresentationLayer
import Testing

@testable import NextToGoCLI

/// The one map from a line's style to the escape sequence the terminal is sent.
@Suite struct ANSIStyleMapTests {
    @Test(arguments: [
        (TextStyle.plain, ""), (.header, "\u{1B}[1m"), (.dim, "\u{1B}[2m"), (.soon, "\u{1B}[33m"),
        (.jumped, "\u{1B}[31m"), (.warning, "\u{1B}[33m"), (.alert, "\u{1B}[1;7m"),
        (.selected(.plain), "\u{1B}[7m"), (.selected(.soon), "\u{1B}[33m\u{1B}[7m"),
        (.selected(.header), "\u{1B}[1m\u{1B}[7m"), (.firming, "\u{1B}[32m"), (.drifting, "\u{1B}[35m"),
    ])
    func eachStyleHasItsEscapeSequence(style: TextStyle, escape: String) {
        #expect(ANSIStyle.escape(for: style) == escape)
    }

    @Test func aStyledLineIsWrittenInItsStyleAndAResetAndAPlainOneAsItIs() {
        #expect(ScreenLine(StyledLine(text: "R1", style: .soon)).rendered == "\u{1B}[33mR1\u{1B}[0m")
        #expect(ScreenLine(StyledLine(text: "R1")).rendered == "R1")
    }

    @Test func aPriceMoveIsWrittenInItsOwnColourInsideItsLinesStyle() {
        let line = StyledLine(
            text: "11  Community Art  3.50  -46%  █▄▁▁", style: .header,
            highlight: .init(columns: 25..<29, style: .firming))
        let bold = "\u{1B}[1m"
        let reset = "\u{1B}[0m"

        #expect(
            ScreenLine(line).rendered
                == "\(bold)11  Community Art  3.50  \(reset)\(bold)\u{1B}[32m-46%\(reset)\(bold)  █▄▁▁\(reset)"
        )
        #expect(ANSIStyle.text(of: [line], usesColor: false) == "11  Community Art  3.50  -46%  █▄▁▁\n")
    }
}
