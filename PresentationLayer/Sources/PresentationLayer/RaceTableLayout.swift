import SharedUtils

/// Lays rows out as an aligned text table that fits a width, cutting meeting names with `…`.
/// Widths are display columns (`DisplayWidth`), so a CJK or emoji meeting name lines up too.
public enum RaceTableLayout {
    /// One line of the table.
    public struct Line: Sendable, Equatable {
        /// The text, each cell padded to its column's display width.
        public var text: String
        /// The row's urgency; nil for the header.
        public var urgency: RaceUrgency?
    }

    /// How the category column shows a race's category.
    public enum CategoryColumn: Sendable {
        /// The full name, such as "Greyhound".
        case name
        /// The one-letter symbol, such as "G", for a narrow screen.
        case symbol
    }
    private static let gap = "  "
    private static let narrowestMeeting = 6

    /// The header and one line per row. With a `width` in columns, meeting names are cut so each line
    /// fits it where possible; without one, nothing is cut. When any row is starred, starred
    /// meetings carry `starMark` before their name and the other names move over to line up.
    public static func lines(
        for rows: [RaceRowViewModel], width: Int?, categoryColumn: CategoryColumn = .name,
        starMark: String = "★"
    ) -> [Line] {
        let marksStars = rows.contains(where: \.isStarred)
        let indent = String(repeating: " ", count: DisplayWidth.columns(of: starMark) + 1)
        func meetingCell(_ text: String, starred: Bool) -> String {
            guard marksStars else { return text }
            return (starred ? starMark + " " : indent) + text
        }
        let headers = [
            categoryColumn == .name ? "Category" : " ", meetingCell("Meeting", starred: false), "Race",
            "Starts in", "Local",
        ]
        let cells = rows.map {
            [
                categoryColumn == .name ? $0.categoryName : $0.categorySymbol,
                meetingCell($0.meetingName, starred: $0.isStarred), $0.raceNumberText, $0.countdownText,
                $0.startTimeText,
            ]
        }
        var widths = headers.indices.map { column in
            ([headers[column]] + cells.map { $0[column] }).map(DisplayWidth.columns(of:)).max() ?? 0
        }
        if let width {
            let others = widths.enumerated().filter { $0.offset != 1 }.map(\.element).reduce(0, +)
            let room = width - others - gap.count * (headers.count - 1)
            widths[1] = min(widths[1], max(narrowestMeeting, room))
        }
        let header = Line(text: line(headers, widths: widths), urgency: nil)
        let body = zip(rows, cells).map { row, cells in
            Line(text: line(cells, widths: widths), urgency: row.urgency)
        }
        return [header] + body
    }

    private static func line(_ cells: [String], widths: [Int]) -> String {
        zip(cells, widths).enumerated().map { column, cell in
            let (text, width) = cell
            // Numbers read best right-aligned; names left-aligned.
            return DisplayWidth.padded(
                truncated(text, to: width), to: width, alignment: column >= 3 ? .trailing : .leading)
        }
        .joined(separator: gap)
        .trimmingTrailingSpaces()
    }

    /// `text` cut to at most `width` display columns, ending in `…` when cut, never splitting a
    /// character.
    public static func truncated(_ text: String, to width: Int) -> String {
        DisplayWidth.truncated(text, to: width)
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
