/// A notification body's markup: the Desktop Notifications Specification has a daemon read the
/// body as markup, so the feed's text in it is escaped as `g_markup_escape_text` escapes it, and
/// a meeting named `<a href=…>` or `Bet & Win` shows as written, never as a link, an image or a
/// body the daemon cannot read.
enum NotificationMarkup {
    /// `text` with `&`, `<`, `>`, `'` and `"` as the entities markup reads as those characters.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "'": escaped += "&apos;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
