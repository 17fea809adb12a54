import SharedUtils
import Testing

/// One text is cut to a bound before anything else is done with it.
@Suite struct ShownTextLimitTests {
    @Test(arguments: [
        ("Flemington", 10, "Flemington"),
        ("Flemington!", 10, "Flemingto…"),
        ("Happy Valley", 7, "Happy…"),
        ("東京競馬場", 3, "東京…"),
        ("abc", 0, ""),
        ("ab", 1, "…"),
        ("abc", 3, "abc"),
        ("", 5, ""),
    ])
    func textIsCutToTheLimitEndingInAnEllipsis(text: String, limit: Int, expected: String) {
        #expect(ShownTextLimit.capped(text, to: limit) == expected)
    }

    @Test func aTextOfMegabytesIsCutToTheLimit() {
        let comment = String(repeating: "A very long comment. ", count: 220_000)

        let shown = ShownTextLimit.capped(comment, to: ShownTextLimit.comment)

        #expect(shown.count == ShownTextLimit.comment)
        #expect(shown.hasPrefix("A very long comment. A very") && shown.hasSuffix("…"))
    }

    @Test func oneCharacterOfMillionsOfScalarsIsCutByItsScalars() {
        // "a" and two million combining acute accents: one Character, four megabytes.
        let giant = "a" + String(repeating: "\u{301}", count: 2_000_000) + " Park"

        let shown = ShownTextLimit.capped(giant, to: ShownTextLimit.name)

        #expect(shown.unicodeScalars.count <= ShownTextLimit.name * ShownTextLimit.scalarsPerCharacter)
        #expect(shown.utf8.count < 4 * ShownTextLimit.name * ShownTextLimit.scalarsPerCharacter)
        #expect(shown.unicodeScalars.starts(with: "a\u{301}".unicodeScalars) && shown.hasSuffix("…"))
    }

    @Test func charactersOfManyScalarsAreCutAtTheScalarBound() {
        // Five families of seven scalars each: a limit of 5 characters allows 20 scalars, so two
        // families whole, the third cut, and the cut one gives way to the ellipsis.
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 5)

        let shown = ShownTextLimit.capped(families, to: 5)

        #expect(shown == "👨‍👩‍👧‍👦👨‍👩‍👧‍👦…")
    }

    @Test func oneGiantCharacterAtALimitOfOneIsTheEllipsis() {
        #expect(ShownTextLimit.capped("a" + String(repeating: "\u{301}", count: 10), to: 1) == "…")
    }

    @Test func aTextOfExactlyTheScalarBoundIsKeptWhole() {
        let text = String(repeating: "\u{301}", count: 4 * 5 - 1)
        let atTheBound = "a" + text

        #expect(ShownTextLimit.capped(atTheBound, to: 5) == atTheBound)
        #expect(ShownTextLimit.capped(atTheBound + "\u{301}", to: 5).hasSuffix("…"))
    }

    @Test func realCharactersOfSeveralScalarsAreKeptWhole() {
        let family = "👨‍👩‍👧‍👦 Café"

        #expect(ShownTextLimit.capped(family, to: 20) == family)
    }

    @Test func theSafeTextIsCutThenCleaned() {
        #expect(ShownTextLimit.safe("\u{1B}[2JRandwick", limit: 20) == "Randwick")
        #expect(
            ShownTextLimit.safe(String(repeating: "x", count: 30_000), limit: ShownTextLimit.id).count == 64)
    }
}
