import SharedUtils
import Testing

@Suite struct TerminalSafeTextTests {
    @Test(arguments: [
        ("Shepparton", "Shepparton"),
        ("Te Rapa", "Te Rapa"),
        ("Cagnes Sur Mer", "Cagnes Sur Mer"),
        ("Hipódromo Chile", "Hipódromo Chile"),
    ])
    func leavesOrdinaryNamesAlone(input: String, expected: String) {
        #expect(TerminalSafeText.sanitize(input) == expected)
    }

    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}Shepparton", "Shepparton"),
        ("\u{1B}]0;pwned\u{1B}\\Shepparton", "Shepparton"),
        ("Shep\u{1B}[2Jparton", "Shepparton"),
        ("\u{1B}[31;1mRed\u{1B}[0m", "Red"),
        ("\u{9B}2JGone", "Gone"),
        ("A\u{1B}cB", "AB"),
        ("\u{1B}P1;2|payload\u{1B}\\Dcs", "Dcs"),
    ])
    func dropsWholeEscapeSequences(input: String, expected: String) {
        #expect(TerminalSafeText.sanitize(input) == expected)
    }

    @Test func dropsBidirectionalOverridesAndOtherControls() {
        let input = "\u{202E}nottelpmeF\u{202C} \u{2066}x\u{2069}\u{0007}\u{007F}\u{0085}"
        #expect(TerminalSafeText.sanitize(input) == "nottelpmeF x")
    }

    @Test func turnsLineBreaksAndTabsIntoSingleSpacesAndTrims() {
        #expect(TerminalSafeText.sanitize("  Q1\tLakeside\r\n\n Park  ") == "Q1 Lakeside Park")
    }

    @Test(arguments: [
        ("Te  Rapa", "Te Rapa"), (" Te Rapa", "Te Rapa"), ("Te Rapa ", "Te Rapa"), (" ", ""), ("", ""),
        ("R", "R"), ("Te Rapa\u{7F}", "Te Rapa"),
    ])
    func asciiNamesWithStraySpacesOrControlsAreStillCleaned(input: String, expected: String) {
        #expect(TerminalSafeText.sanitize(input) == expected)
    }

    @Test func anEscapeAtTheEndLeavesNothingBehind() {
        #expect(TerminalSafeText.sanitize("Name\u{1B}") == "Name")
        #expect(TerminalSafeText.sanitize("\u{1B}[") == "")
    }
}
