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

    @Test(arguments: [
        ("Flem\u{200B}ington", "Flemington"), ("Flem\u{200C}ing\u{200D}ton", "Flemington"),
        ("\u{FEFF}Flemington", "Flemington"), ("Flem\u{00AD}ington", "Flemington"),
        ("Flemington\u{2060}\u{2061}\u{2062}\u{2063}\u{2064}", "Flemington"),
        ("Flemington\u{E0001}\u{E0046}\u{E007F}", "Flemington"), ("Flemington\u{FE0F}", "Flemington"),
        ("Flemington\u{180E}\u{034F}", "Flemington"), ("\u{3164}Flemington", "Flemington"),
        ("Te \u{200B} Rapa", "Te Rapa"), ("\u{200B}", ""),
    ])
    func dropsInvisibleCharactersSoLookAlikeNamesReadTheSame(input: String, expected: String) {
        #expect(TerminalSafeText.sanitize(input) == expected)
    }

    @Test func emojiSequencesFallApartIntoEmojiOfAWidthEveryTerminalAgreesOn() {
        #expect(TerminalSafeText.sanitize("👨\u{200D}👩\u{200D}👧 Day") == "👨👩👧 Day")
        #expect(TerminalSafeText.sanitize("❤\u{FE0F} Park") == "❤ Park")
        #expect(TerminalSafeText.sanitize("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}") == "🏴")
    }

    @Test(arguments: [
        ("東京\u{200B}競馬場", "東京競馬場"), ("🇦🇺\u{2060} Flemington", "🇦🇺 Flemington"),
        ("Cafe\u{301}\u{FEFF}", "Cafe\u{301}"), ("서울\u{200D}", "서울"), ("\u{FEFF}Café", "Café"),
    ])
    func dropsOnlyTheInvisibleCharactersKeepingWideLettersFlagsAndAccents(input: String, expected: String) {
        #expect(TerminalSafeText.sanitize(input) == expected)
    }
}
