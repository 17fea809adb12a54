extension DisplayWidth {
    /// Which side of a column text keeps to when it is padded.
    public enum Alignment: Sendable {
        /// Text first, then the spaces: names.
        case leading
        /// The spaces first, then the text: numbers.
        case trailing
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut. The cut falls between
    /// characters (grapheme clusters), so it never splits a wide character, a letter from its
    /// accents or an emoji sequence; the result can be a column narrower than `width` when a
    /// wide character would straddle the edge.
    public static func truncated(_ text: String, to width: Int) -> String {
        guard columns(of: text) > width else { return text }
        guard width > 1 else { return String(repeating: "…", count: max(0, width)) }
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = used + columns(of: text[index])
            guard next <= width - 1 else { break }
            used = next
            end = text.index(after: index)
        }
        var kept = text[..<end]
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// `text` with spaces added on the side `alignment` leaves free until it is `width` columns
    /// wide; unchanged when it is that wide already.
    public static func padded(_ text: String, to width: Int, alignment: Alignment = .leading) -> String {
        let padding = String(repeating: " ", count: max(0, width - columns(of: text)))
        return alignment == .leading ? text + padding : padding + text
    }
}
