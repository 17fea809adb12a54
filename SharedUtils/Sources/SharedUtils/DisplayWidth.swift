/// Measures text in the columns a terminal draws it in.
///
/// A terminal gives East Asian wide and fullwidth characters and emoji two columns, combining
/// marks and zero-width characters none, and everything else one. Tables line up, lines are
/// cut and the watch screen's cursor lands only when text is measured this way; counting
/// characters is wrong for a meeting name such as `東京` or `🏇 Derby Day`.
///
/// A character (a grapheme cluster) is as wide as its first scalar that takes room, so a letter
/// with accents is one column, a flag or an emoji joined to others with U+200D is two, and a
/// Hangul syllable spelled in jamo is two. An emoji presentation selector (U+FE0F) widens a text
/// symbol such as `❤` to two columns. East Asian Ambiguous characters (`…`, `·`, `★`) count one,
/// as in a terminal outside a CJK locale.
public enum DisplayWidth {
    /// The columns `text` takes on a terminal.
    public static func columns<Text: StringProtocol>(of text: Text) -> Int {
        var asciiColumns = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.reduce(0) { $0 + columns(of: $1) } }
            if byte >= 0x20 && byte != 0x7F { asciiColumns += 1 }
        }
        return asciiColumns
    }

    /// The columns one character (a grapheme cluster) takes on a terminal: 0, 1 or 2.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let base = scalars.first(where: { columns(of: $0) > 0 }) else { return 0 }
        let width = columns(of: base)
        if width == 1, base.properties.isEmoji, scalars.contains(Self.emojiPresentationSelector) {
            return 2
        }
        return width
    }

    /// The columns one scalar takes on its own: 0, 1 or 2.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Printable ASCII and Latin-1, up to the combining marks, are one column each.
        if (0x20..<0x7F).contains(value) || (0xA0..<0x300).contains(value) { return 1 }
        var lower = 0
        var upper = exceptions.count / 3
        while lower < upper {
            let middle = (lower + upper) / 2
            if value < exceptions[middle * 3] {
                upper = middle
            } else if value > exceptions[middle * 3 + 1] {
                lower = middle + 1
            } else {
                return Int(exceptions[middle * 3 + 2])
            }
        }
        return 1
    }

    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
}
