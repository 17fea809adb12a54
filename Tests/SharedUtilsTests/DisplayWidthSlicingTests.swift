import SharedUtils
import Testing

@Suite struct DisplayWidthSlicingTests {
    @Test(arguments: [
        ("10th  2  Beach Wreck  +95%  ▁▃█", 22..<26, "10th  2  Beach Wreck  ", "+95%", "  ▁▃█"),
        ("abc", 1..<2, "a", "b", "c"), ("abc", 3..<5, "abc", "", ""), ("abc", 0..<9, "", "abc", ""),
        ("東京 +5%", 3..<6, "東京", " +", "5%"), ("東京x", 1..<3, "東", "京", "x"),
    ])
    func cutsAtDisplayColumns(
        text: String, columns: Range<Int>, before: String, inside: String, after: String
    ) {
        let slices = DisplayWidth.slices(of: text, around: columns)
        #expect(String(slices.before) == before)
        #expect(String(slices.inside) == inside)
        #expect(String(slices.after) == after)
    }
}
