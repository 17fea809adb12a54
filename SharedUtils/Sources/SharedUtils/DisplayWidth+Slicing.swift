extension DisplayWidth {
    /// `text` in three parts: the characters before display column `columns.lowerBound`, those
    /// from there up to `columns.upperBound`, and the rest, counting columns from 0. A wide
    /// character that straddles a bound goes with the part it starts in.
    public static func slices(of text: String, around columns: Range<Int>) -> (
        before: Substring, inside: Substring, after: Substring
    ) {
        var column = 0
        var start = text.endIndex
        var end = text.endIndex
        for index in text.indices {
            if start == text.endIndex, column >= columns.lowerBound { start = index }
            if column >= columns.upperBound {
                end = index
                break
            }
            column += self.columns(of: text[index])
        }
        if start > end { start = end }
        return (text[..<start], text[start..<end], text[end...])
    }
}
