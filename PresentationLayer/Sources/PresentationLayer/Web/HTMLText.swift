/// Text made safe to place in HTML, as element content or inside a quoted attribute value: the
/// five characters HTML gives meaning to are written as character references, so a meeting
/// called `<script>alert(1)</script>` shows as those letters and never runs.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
