import PresentationLayer
import SharedUtils
import Testing

/// Word wrapping in time proportional to the text: long input gives exactly the lines it should,
/// and short text the same lines as the measure-every-prefix way it was first written.
@Suite(.timeLimit(.minutes(1))) struct TextWrappingTests {
    @Test func hangingLinesWrapALongTextInLinesOfTheWidth() {
        let text = Array(repeating: "abcd", count: 20_000).joined(separator: " ")

        let lines = TextWrapping.hangingLines(text, width: 12)

        #expect(lines == ["abcd abcd"] + Array(repeating: "  abcd abcd", count: 9_999))
    }

    @Test func hangingLinesKeepALongStretchWithoutSpacesWhole() {
        let id = String(repeating: "x", count: 30_000)

        let lines = TextWrapping.hangingLines("Cannot show the race card: '\(id)'.", width: 40)

        #expect(lines == ["Cannot show the race card:", "  '\(id)'."])
    }

    @Test func linesWrapALongTextBetweenWords() {
        let text = Array(repeating: "abcd", count: 20_000).joined(separator: " ")

        let lines = TextWrapping.lines(text, width: 14)

        #expect(lines == Array(repeating: "abcd abcd abcd", count: 6_666) + ["abcd abcd"])
    }

    /// Short texts with leading spaces, runs of spaces, wide and zero-width characters.
    static let samples = [
        "  02:00  Albion Park R7  nexttogo race 1138 --demo",
        "Cannot show the race card: the racing API does not know a race 'abc'; 'nexttogo --json' lists the ids",
        "東京 大阪 名古屋 🏇 Derby Day   three  spaces   here",
        "   indented text that wraps more than once across a narrow width",
        "e\u{301}te\u{301} cafe\u{301} na\u{EF}ve words with accents and    gaps",
        "a b c d e f g h i j k l m n o p q r s t u v w x y z",
        "trailing spaces   ",
        "    ",
        "",
    ]

    @Test(arguments: samples)
    func hangingLinesAreTheLinesOfMeasuringEveryPrefix(text: String) {
        for width in [1, 2, 5, 8, 13, 20, 30, 80] {
            #expect(
                TextWrapping.hangingLines(text, width: width)
                    == Self.prefixMeasuringLines(text, width: width),
                "width \(width)")
        }
    }

    /// `hangingLines` as first written: it measures the prefix before every space, so it is
    /// quadratic or worse, and serves here only to say what the lines of a short text are.
    private static func prefixMeasuringLines(_ text: String, width: Int) -> [String] {
        let hanging = String(text.prefix { $0 == " " }) + "  "
        var lines: [String] = []
        var rest = text
        while DisplayWidth.columns(of: rest) > width {
            let breaks = rest.indices.dropFirst(hanging.count + 1).filter { rest[$0] == " " }
            guard let cut = breaks.last(where: { DisplayWidth.columns(of: rest[..<$0]) <= width }) else {
                break
            }
            var head = String(rest[..<cut])
            while head.last == " " { head.removeLast() }
            lines.append(head)
            rest = hanging + rest[cut...].drop { $0 == " " }
        }
        return lines + [rest]
    }
}
