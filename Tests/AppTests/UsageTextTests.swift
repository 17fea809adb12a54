import Testing

@testable import NextToGoCLI

/// The USAGE block wraps at option boundaries to the help's width, each wrapped line under the
/// form's first option, so a narrow terminal never cuts an option in two.
@Suite struct UsageTextTests {
    @Test(arguments: [40, 60, 80, 100, 200])
    func everyLineFitsAndEveryOptionIsWhole(width: Int) {
        let text = NextToGoCommand.usage.text(width: width)
        let lines = text.split(separator: "\n").map(String.init)

        let options = Set(NextToGoCommand.usage.forms.flatMap(\.options))
        for line in lines {
            // A line too long for the width holds one option, longer than the width allows.
            let held = options.filter { line.contains($0) }.count
            #expect(line.count + UsageText.prefixWidth <= width || held <= 1, "\(line)")
        }
        for option in options {
            #expect(text.contains(option), "\(option) cut at \(width) columns")
        }
    }

    @Test func aWrappedLineStartsUnderTheFormsFirstOption() {
        let usage = UsageText(forms: [
            .init("nexttogo doctor", "[--api-url <url>]", "[--brand <brand>]", "[--json]")
        ])

        #expect(
            usage.text(width: 50) == """
                nexttogo doctor [--api-url <url>]
                                [--brand <brand>] [--json]
                """)
    }

    @Test func belowTheNarrowestWidthItWrapsAsAtThatWidth() {
        #expect(
            NextToGoCommand.usage.text(width: 10)
                == NextToGoCommand.usage.text(width: UsageText.narrowestWidth))
    }
}
