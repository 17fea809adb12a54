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

    /// `text` cut to at most `limit` characters, the last of them `…` when it is cut, with no
    /// space before the `…`. Looks at no more than `limit + 1` characters of `text`, so a text of
    /// megabytes costs no more than a short one.
    public static func capped(_ text: String, to limit: Int) -> String {
        guard limit > 0 else { return "" }
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
            end < text.endIndex
        else { return text }
        var kept = text[..<text.index(before: end)]
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// `text` cut to `limit` characters, then made safe to print (`TerminalSafeText.sanitize`).
    public static func safe(_ text: String, limit: Int) -> String {
        TerminalSafeText.sanitize(capped(text, to: limit))
    }
}
