import Foundation

/// A page of the documentation (`README.md` or one in `docs/`), read as GitHub shows it: its
/// headings' anchors, its relative links, and the fenced blocks it marks as a golden file's text.
struct MarkdownPage {
    /// A fenced block that a `<!-- golden: NAME -->` line just before it ties to a golden file.
    struct GoldenBlock {
        /// The golden file's name under `__Snapshots__/`, without `.txt`.
        let name: String
        /// The block's lines between its fences, each followed by a newline.
        let text: String
        /// The marker's line number, from 1, for messages.
        let line: Int
    }

    /// A link to a place in the repository rather than on the web.
    struct RelativeLink {
        /// The path part, relative to the page's folder; empty for a link within the page.
        let path: String
        /// The part after `#`, if any.
        let fragment: String?
        /// The line the link ends on, from 1, for messages.
        let line: Int
    }

    /// The page's path relative to the package root, such as `docs/board.md`.
    let path: String
    /// The anchors GitHub gives the page's headings.
    let anchors: Set<String>
    /// The marked blocks, in page order.
    let goldenBlocks: [GoldenBlock]
    /// The links that are not to the web, in page order.
    let relativeLinks: [RelativeLink]
    /// Markers not followed at once by a fenced block, by line number: a mistake, never ignored.
    let strayMarkers: [Int]

    /// Reads `text`, the page at `path`.
    init(path: String, text: String) {
        self.path = path
        let lines = text.components(separatedBy: "\n")
        var anchors = Set<String>()
        var headingCounts: [String: Int] = [:]
        var blocks: [GoldenBlock] = []
        var links: [RelativeLink] = []
        var strays: [Int] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if Self.isFence(line) {
                // Headings and links inside code are not the page's.
                index = (lines[(index + 1)...].firstIndex(where: Self.isFence) ?? lines.count) + 1
                continue
            }
            if let name = Self.goldenMarker(line) {
                let fenceIndex = index + 1
                if fenceIndex < lines.count, Self.isFence(lines[fenceIndex]) {
                    let end = lines[(fenceIndex + 1)...].firstIndex(where: Self.isFence) ?? lines.count
                    // A block in a list item is indented as its fence is; its text is without that.
                    let indent = lines[fenceIndex].prefix(while: { $0 == " " }).count
                    let body = lines[(fenceIndex + 1)..<end].map {
                        Self.dropping(indent, spacesFrom: $0) + "\n"
                    }
                    .joined()
                    blocks.append(GoldenBlock(name: name, text: body, line: index + 1))
                    index = end + 1
                    continue
                }
                strays.append(index + 1)
            }
            if let heading = Self.headingText(line) {
                let anchor = Self.anchor(forHeading: heading)
                let seen = headingCounts[anchor, default: 0]
                headingCounts[anchor] = seen + 1
                anchors.insert(seen == 0 ? anchor : "\(anchor)-\(seen)")
            }
            links += Self.links(in: line).compactMap { Self.relativeLink($0, line: index + 1) }
            index += 1
        }
        self.anchors = anchors
        self.goldenBlocks = blocks
        self.relativeLinks = links
        self.strayMarkers = strays
    }

    /// The anchor GitHub makes for a heading's text: inline links reduced to their words, lower
    /// case, every character but letters, digits, spaces, `-` and `_` dropped, spaces made `-`.
    static func anchor(forHeading heading: String) -> String {
        let words = heading.replacingOccurrences(
            of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        let kept = words.lowercased().unicodeScalars.filter { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar == " " || scalar == "-" || scalar == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    private static func isFence(_ line: String) -> Bool {
        line.drop(while: { $0 == " " }).hasPrefix("```")
    }

    /// `line` without up to `count` leading spaces.
    private static func dropping(_ count: Int, spacesFrom line: String) -> String {
        String(line.dropFirst(min(count, line.prefix(while: { $0 == " " }).count)))
    }

    /// `NAME` of a `<!-- golden: NAME -->` line.
    private static func goldenMarker(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!-- golden:"), trimmed.hasSuffix("-->") else { return nil }
        return String(trimmed.dropFirst("<!-- golden:".count).dropLast("-->".count))
            .trimmingCharacters(in: .whitespaces)
    }

    /// The text of an ATX heading (`## Text`), without its hashes.
    private static func headingText(_ line: String) -> String? {
        let hashes = line.prefix(while: { $0 == "#" })
        guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
        return line.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
    }

    /// The targets of the inline links on `line`: what is between `](` and `)`.
    private static func links(in line: String) -> [String] {
        let pattern = /\]\(([^)\s]+)\)/
        return line.matches(of: pattern).map { String($0.output.1) }
    }

    private static func relativeLink(_ target: String, line: Int) -> RelativeLink? {
        guard !target.contains("://"), !target.hasPrefix("mailto:") else { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return RelativeLink(
            path: String(parts[0]), fragment: parts.count > 1 ? String(parts[1]) : nil, line: line)
    }
}
