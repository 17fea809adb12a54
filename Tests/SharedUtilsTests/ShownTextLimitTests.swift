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

    @Test func theSafeTextIsCutThenCleaned() {
        #expect(ShownTextLimit.safe("\u{1B}[2JRandwick", limit: 20) == "Randwick")
        #expect(
            ShownTextLimit.safe(String(repeating: "x", count: 30_000), limit: ShownTextLimit.id).count == 64)
    }
}
