import Foundation

/// The entity tags of an `If-None-Match` header: `*`, or a comma list of tags, each compared
/// weakly (`W/"a"` matches `"a"`), as a GET's conditional request is (RFC 9110, 13.1.2). A header
/// longer than any tag this server sends matches nothing, unread.
struct EntityTags {
    /// The longest header read: far more than a browser or a proxy sends back.
    static let longestHeader = 1_024

    private let header: Substring

    /// The tags of `header`.
    init(_ header: String) {
        self.header = header.utf8.count <= Self.longestHeader ? Substring(header) : ""
    }

    /// Whether `tag` is among them.
    func matches(_ tag: String) -> Bool {
        let wanted = Self.opaque(Substring(tag))
        return header.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || Self.opaque(Substring(trimmed)) == wanted
        }
    }

    /// A tag without its weakness mark.
    private static func opaque(_ tag: Substring) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : tag
    }
}
