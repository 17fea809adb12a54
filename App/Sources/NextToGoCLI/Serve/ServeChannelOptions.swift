import Foundation

/// What `serve --publish` and `--events-url` accept: a publisher location's URL, and a path on
/// the page's own host (the page's Content-Security-Policy lets it connect to no other).
enum ServeChannelOptions {
    /// The longest URL or path taken.
    static let maximumLength = 2_048

    /// `text` as an http or https URL with a host, or nil when it is not one.
    static func publisherURL(_ text: String) -> URL? {
        guard text.count <= maximumLength, !text.contains(where: \.isWhitespace),
            let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = components.host, !host.isEmpty,
            components.port.map({ (1...65_535).contains($0) }) ?? true
        else { return nil }
        return components.url
    }

    /// Whether `text` is a path on the page's own host: it starts with one `/`, and holds no
    /// whitespace, control character, quote or angle bracket.
    static func isEventsPath(_ text: String) -> Bool {
        text.count <= maximumLength && text.hasPrefix("/") && !text.hasPrefix("//")
            && !text.unicodeScalars.contains {
                $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
                    || "\"'<>\\".unicodeScalars.contains($0)
            }
    }
}
