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
        /// The one-letter symbol, such as "G", for a narrow screen; `RaceCategory.legend` explains it.
        case symbol
        /// No category: the rows of a board grouped by category sit under their section's header,
        /// which names it, indented by the gap an empty column leaves.
        case none
    }

    /// What the table shows of each race, as much as the width allows.
    public struct Columns: Sendable, Equatable {
        /// How the category column shows a race's category.
        public var category: CategoryColumn
        /// True when the meeting's state or country follows its name, such as `Shepparton VIC`.
        public var showsLocation: Bool

        /// Everything: category names and locations.
        public static let full = Columns(category: .name, showsLocation: true)
        /// The narrowest: category symbols and no locations.
        public static let narrowest = Columns(category: .symbol, showsLocation: false)
        /// What a flat board tries, most first.
        static let flatChoices = [full, Columns(category: .name, showsLocation: false), narrowest]
        /// What a board grouped by category tries, most first: its section headers name the
        /// categories.
        static let groupedChoices = [
            Columns(category: .none, showsLocation: true), Columns(category: .none, showsLocation: false),
        ]
    }

    private static let gap = "  "
    private static let narrowestMeeting = 6

    /// The most the table can show of `rows` in `width` columns without cutting a meeting's name:
    /// locations go first, then category names give way to symbols (and only then are meeting
    /// names cut); without a width, everything.
    public static func columns(for rows: [RaceRowViewModel], width: Int?, starMark: String = "★") -> Columns {
        columns(for: rows, width: width, starMark: starMark, choices: Columns.flatChoices)
    }

    /// The first of `choices` whose table of `rows` fits `width` columns, else the last; the
    /// first without a width.
    static func columns(for rows: [RaceRowViewModel], width: Int?, starMark: String, choices: [Columns])
        -> Columns
    {
        guard let width else { return choices[0] }
        return choices.first { choice in
            naturalWidth(of: cells(for: rows, columns: choice, starMark: starMark, startHeader: "Local"))
                <= width
        } ?? choices[choices.count - 1]
    }

    /// The header and one line per row. With a `width` in columns, meeting names are cut so each line
    /// fits it where possible; without one, nothing is cut. `columns` says what to show, by default
    /// as much as fits. When any row is starred, starred meetings carry `starMark` before their
    /// name and the other names move over to line up; a race a followed name runs in carries
    /// `FollowMark.suffix` after its number. `startHeader` heads the start times.
    public static func lines(
        for rows: [RaceRowViewModel], width: Int?, columns: Columns? = nil, starMark: String = "★",
        startHeader: String = "Local"
    ) -> [Line] {
        let chosen = columns ?? self.columns(for: rows, width: width, starMark: starMark)
        let table = cells(for: rows, columns: chosen, starMark: starMark, startHeader: startHeader)
        var widths = columnWidths(of: table)
        if let width {
            widths[1] = min(widths[1], max(narrowestMeeting, meetingRoom(in: table, width: width)))
        }
        let header = Line(text: line(table[0], widths: widths), urgency: nil)
        let body = zip(rows, table.dropFirst()).map { row, cells in
            Line(text: line(cells, widths: widths), urgency: row.urgency)
        }
        return [header] + body
    }

    /// The header's cells, then each row's.
    private static func cells(
        for rows: [RaceRowViewModel], columns: Columns, starMark: String, startHeader: String
    ) -> [[String]] {
        let marksStars = rows.contains(where: \.isStarred)
        let indent = String(repeating: " ", count: DisplayWidth.columns(of: starMark) + 1)
        func meetingCell(_ text: String, starred: Bool) -> String {
            guard marksStars else { return text }
            return (starred ? starMark + " " : indent) + text
        }
        let headers = [
            categoryCell(columns.category, name: "Category", symbol: " "),
            meetingCell("Meeting", starred: false),
            "Race",
            "Starts in", startHeader,
        ]
        return [headers]
            + rows.map { row in
                let location = columns.showsLocation ? row.locationText.map { " " + $0 } ?? "" : ""
                return [
                    categoryCell(columns.category, name: row.categoryName, symbol: row.categorySymbol),
                    meetingCell(row.meetingName + location, starred: row.isStarred),
                    row.raceNumberText + (row.isFollowed ? FollowMark.suffix : ""),
                    row.countdownText, row.startTimeText,
                ]
            }
    }

    /// The category column's cell: `name` or `symbol` as `column` says, or nothing.
    private static func categoryCell(_ column: CategoryColumn, name: String, symbol: String) -> String {
        switch column {
        case .name: name
        case .symbol: symbol
        case .none: ""
        }
    }

    private static func columnWidths(of table: [[String]]) -> [Int] {
        table[0].indices.map { column in table.map { DisplayWidth.columns(of: $0[column]) }.max() ?? 0 }
    }

    private static func naturalWidth(of table: [[String]]) -> Int {
        columnWidths(of: table).reduce(0, +) + gap.count * (table[0].count - 1)
    }

    /// The columns left for meeting names once every other column has its full width.
    private static func meetingRoom(in table: [[String]], width: Int) -> Int {
        let widths = columnWidths(of: table)
        return width - (naturalWidth(of: table) - widths[1])
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
