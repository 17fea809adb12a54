/// The text of the server-sent events `/events` writes: a named event whose data is any text
/// (each of its lines one `data:` line, so no line end in it can end the event early), a comment
/// that keeps a proxy from closing an idle stream, and how soon a dropped screen reconnects.
enum ServerSentEvent {
    /// The event `name` carrying `data`.
    static func event(_ name: String, data: String) -> String {
        "event: \(name)\n" + lines(of: data).map { "data: " + $0 }.joined(separator: "\n") + "\n\n"
    }

    /// A comment the browser ignores: it only keeps the stream alive.
    static let keepAlive = ": still here\n\n"

    /// Tells the browser to reconnect `milliseconds` after the stream drops.
    static func retry(milliseconds: Int) -> String {
        "retry: \(milliseconds)\n\n"
    }

    /// The lines of `text` as an event stream reads them: CR LF, a lone CR and a lone LF each end
    /// one. By scalar, as a Swift Character holds CR LF as one.
    static func lines(of text: String) -> [String] {
        // The board's markup is one line: most text needs no splitting.
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return [text] }
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(line))
                line = String.UnicodeScalarView()
            } else {
                line.append(scalar)
            }
        }
        lines.append(String(line))
        return lines
    }
}
