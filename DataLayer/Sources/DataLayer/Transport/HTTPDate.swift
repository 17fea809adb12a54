import Foundation

/// Reads an HTTP-date (RFC 9110, section 5.6.7), as `Date` and `Retry-After` headers send one.
public enum HTTPDate {
    /// The longest HTTP-date: the RFC 850 form with the longest weekday,
    /// `Wednesday, 09-Nov-94 08:49:37 GMT`, with room to spare.
    static let longestText = 40

    /// The HTTP-date forms: the IMF-fixdate servers should send, and the obsolete RFC 850 and
    /// asctime forms recipients must still read.
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ]

    /// The time `text` names in any of the three forms; nil for anything else. Only short ASCII
    /// text reaches the formatter: Foundation's `DateFormatter` traps on some non-ASCII text
    /// (combining marks), and a header is any bytes a server sends.
    public static func date(from text: String) -> Date? {
        guard text.utf8.count <= longestText, text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        // asctime pads a one-digit day with a space: "Sun Nov  6 08:49:37 1994".
        let text = text.replacingOccurrences(of: "  ", with: " ")
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    /// The time a `Date` field names: its value, or, when a server sent the field more than once
    /// (the transport joins the copies with `, `), the value every copy agrees on; nil when it is
    /// not an HTTP-date or the copies disagree.
    public static func date(fromField field: String) -> Date? {
        if let date = date(from: field) { return date }
        let characters = Array(field)
        guard characters.count <= longestText * maximumCopies else { return nil }
        for copies in 2...maximumCopies {
            let length = (characters.count - 2 * (copies - 1)) / copies
            guard length > 0 else { break }
            let copy = String(characters.prefix(length))
            if Array(repeating: copy, count: copies).joined(separator: ", ") == field {
                return date(from: copy)
            }
        }
        return nil
    }

    /// The most copies of one field read as one: more is no server's mistake.
    private static let maximumCopies = 4
}
