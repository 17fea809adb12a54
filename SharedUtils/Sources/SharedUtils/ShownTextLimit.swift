/// How much of one untrusted text the program keeps to show, and the cut that keeps to it.
///
/// Names, comments and ids come from a remote API (or the command line), so one can be megabytes
/// long. Every line a person reads is composed from them, sometimes once a second, so each is cut
/// to a bound once, where it comes in, before anything is measured, wrapped or sanitized: what
/// follows then costs the same whatever was sent.
public enum ShownTextLimit {
    /// The most characters of a name: a meeting, race, venue, runner, rider or trainer, a track
    /// or a class. The longest real ones are under 60.
    public static let name = 200
    /// The most characters of a free text, such as a race's or a runner's comment: a few
    /// paragraphs, some 30 lines at 80 columns. The longest real ones are under 1,000.
    public static let comment = 2_000
    /// The most characters of an id echoed in a message, such as an unknown race's. Real ones
    /// are 36-character UUIDs.
    public static let id = 64

    /// The most Unicode scalars kept per character of a limit. A character can be made of any
    /// number of scalars ("a" and two million combining marks is one), and finding where it ends
    /// reads them all, so the scalars are bounded first. Real characters take at most 10 (a family
    /// emoji), names average close to 1.
    public static let scalarsPerCharacter = 4

    /// `text` cut to at most `limit` characters and `limit × scalarsPerCharacter` Unicode scalars,
    /// the last character `…` when it is cut, with no space before the `…`. Looks at no more than
    /// that many scalars of `text`, so a text of megabytes, or one character of megabytes, costs no
    /// more than a short one.
    public static func capped(_ text: String, to limit: Int) -> String {
        guard limit > 0 else { return "" }
        let scalars = text.unicodeScalars
        let scalarLimit = limit * scalarsPerCharacter
        let cutByScalars =
            scalars.index(scalars.startIndex, offsetBy: scalarLimit, limitedBy: scalars.endIndex)
            .map { $0 < scalars.endIndex } ?? false
        // Cut by its scalars, the text keeps one fewer, so that with the `…` it is at the bound.
        let bounded = cutByScalars ? String(String.UnicodeScalarView(scalars.prefix(scalarLimit - 1))) : text
        let characterEnd = bounded.index(bounded.startIndex, offsetBy: limit, limitedBy: bounded.endIndex)
        let cutByCharacters = characterEnd.map { $0 < bounded.endIndex } ?? false
        guard cutByScalars || cutByCharacters else { return text }
        let end = cutByCharacters ? characterEnd ?? bounded.endIndex : bounded.endIndex
        // The last character kept gives way to the `…`, unless it is the only one and the limit
        // has room for both: a character of thousands of scalars is shown cut, not dropped.
        let lastKept = bounded.index(before: end)
        let keepsLast = lastKept == bounded.startIndex && limit > 1
        var kept = bounded[..<(keepsLast ? end : lastKept)]
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// `text` cut to `limit` characters, then made safe to print (`TerminalSafeText.sanitize`).
    public static func safe(_ text: String, limit: Int) -> String {
        TerminalSafeText.sanitize(capped(text, to: limit))
    }
}
