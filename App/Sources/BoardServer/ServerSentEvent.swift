/// The text of the server-sent events `/events` writes: a named event whose data is any text
/// (each of its lines one `data:` line, so a line break in it cannot end the event early), a
/// comment that keeps a proxy from closing an idle stream, and how soon a dropped screen
/// reconnects.
enum ServerSentEvent {
    /// The event `name` carrying `data`.
    static func event(_ name: String, data: String) -> String {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            // A lone carriage return ends a line in the stream too.
            "data: " + line.replacingOccurrences(of: "\r", with: "")
        }
        return "event: \(name)\n" + lines.joined(separator: "\n") + "\n\n"
    }

    /// A comment the browser ignores: it only keeps the stream alive.
    static let keepAlive = ": still here\n\n"

    /// Tells the browser to reconnect `milliseconds` after the stream drops.
    static func retry(milliseconds: Int) -> String {
        "retry: \(milliseconds)\n\n"
    }
}
