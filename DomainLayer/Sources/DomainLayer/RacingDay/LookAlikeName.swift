/// What a name looks like, for telling apart names that no typing can: two names with the same
/// look-alike form read the same on screen, whatever their case, accents, full-width forms,
/// invisible characters or letters of another script that look Latin (Cyrillic `о` and `е`).
///
/// Names are matched by their folded form (`StarredMeetings`); this goes further, for the
/// messages only: a list that offers "type more of the name" must have names a person can tell
/// apart by typing, and a list of suggestions shows one of each look.
public enum LookAlikeName {
    /// The Cyrillic and Greek letters that look like Latin ones, capitals and small letters
    /// apart (a capital Greek `Ν` looks like `N`, its small `ν` like `v`), with those.
    private static let latinLookAlikes: [Unicode.Scalar: Unicode.Scalar] = [
        "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "І": "I", "Ј": "J", "К": "K", "М": "M", "О": "O",
        "Р": "P", "Ѕ": "S", "Т": "T", "Х": "X", "У": "Y", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H",
        "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
        "а": "a", "с": "c", "ԁ": "d", "е": "e", "һ": "h", "і": "i", "ј": "j", "ӏ": "l", "о": "o", "р": "p",
        "ԛ": "q", "ѕ": "s", "ԝ": "w", "х": "x", "у": "y", "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v",
        "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
    ]

    /// The form `name` looks like: each letter that looks Latin made the Latin letter it looks
    /// like, then folded as names are matched.
    public static func form(of name: String) -> String {
        guard !name.utf8.allSatisfy({ $0 < 0x80 }) else { return StarredMeetings.key(name) }
        let latin = String(String.UnicodeScalarView(name.unicodeScalars.map { latinLookAlikes[$0] ?? $0 }))
        return StarredMeetings.key(latin)
    }

    /// Whether `names` hold two that look different.
    public static func differ(_ names: some Sequence<String>) -> Bool {
        Set(names.map(form(of:))).count > 1
    }
}
