import SharedUtils
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Shepparton", 10), ("", 0), ("Te Rapa", 7), ("Hipódromo", 9),
        ("東京", 4), ("東京競馬場 R1", 13), ("ｱｲｳ", 3), ("ＡＢ", 4), ("서울", 4),
        ("🏇", 2), ("🏇 Derby", 8), ("🇦🇺", 2), ("🇦🇺🇳🇿", 4),
        ("👨‍👩‍👧", 2), ("🏳️‍🌈", 2), ("👍🏽", 2), ("❤️", 2), ("❤", 1),
        ("e\u{301}", 1), ("Cafe\u{301} Noir", 9), ("\u{1100}\u{1161}\u{11A8}", 2),
        ("a\u{200B}b", 2), ("\u{FEFF}", 0), ("\u{2060}x", 1), ("\u{E0041}", 0), ("\u{301}", 0),
        ("…·★", 3),
    ])
    func measuresTextInTerminalColumns(text: String, columns: Int) {
        #expect(DisplayWidth.columns(of: text) == columns)
    }

    @Test func measuresASubstringAsItsText() {
        let text = "R1 東京"
        #expect(DisplayWidth.columns(of: text.dropFirst(3)) == 4)
    }

    @Test(arguments: [
        ("Shepparton", 20, "Shepparton"), ("Shepparton", 10, "Shepparton"), ("Shepparton", 6, "Shepp…"),
        ("Ab", 1, "…"), ("Ab", 0, ""),
        ("東京競馬場", 10, "東京競馬場"), ("東京競馬場", 9, "東京競馬…"), ("東京競馬場", 6, "東京…"),
        ("東京競馬場", 4, "東…"), ("🏇🏇🏇", 5, "🏇🏇…"), ("🏇🏇🏇", 4, "🏇…"),
        ("Cafe\u{301} Noir", 5, "Cafe\u{301}…"), ("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"), ("🇦🇺🇳🇿", 3, "🇦🇺…"),
        ("Te Rapa", 4, "Te…"),
    ])
    func cutsAtAColumnBoundaryWithAnEllipsisNeverInsideACharacter(text: String, width: Int, expected: String)
    {
        let cut = DisplayWidth.truncated(text, to: width)
        #expect(cut == expected)
        #expect(DisplayWidth.columns(of: cut) <= width)
    }

    @Test func padsToAWidthInColumnsOnEitherSide() {
        #expect(DisplayWidth.padded("東京", to: 6) == "東京  ")
        #expect(DisplayWidth.padded("🏇", to: 4, alignment: .trailing) == "  🏇")
        #expect(DisplayWidth.padded("Cafe\u{301}", to: 6) == "Cafe\u{301}  ")
        #expect(DisplayWidth.padded("東京競馬場", to: 4) == "東京競馬場")
    }
}
