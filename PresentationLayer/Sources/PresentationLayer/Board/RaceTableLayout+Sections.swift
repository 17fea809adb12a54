extension RaceTableLayout {
    /// The column header once, then each section's header followed by its rows, with the
    /// columns lined up across every section. Section headers, like the column header, have no
    /// urgency; `separator` goes between a section's title and count, and the other parameters
    /// are those of `lines(for:width:columns:starMark:startHeader:)`.
    public static func lines(
        for sections: [RaceSection], width: Int?, columns: Columns? = nil, starMark: String = "★",
        startHeader: String = "Local", separator: String = "·"
    ) -> [Line] {
        let rows = sections.flatMap(\.rows)
        let table = lines(
            for: rows, width: width,
            columns: columns
                ?? self.columns(for: rows, width: width, starMark: starMark, choices: Columns.groupedChoices),
            starMark: starMark, startHeader: startHeader)
        var result = Array(table.prefix(1))
        var body = table.dropFirst()
        for section in sections {
            let header = section.header(separator: separator)
            result.append(Line(text: width.map { truncated(header, to: $0) } ?? header, urgency: nil))
            result += body.prefix(section.rows.count)
            body = body.dropFirst(section.rows.count)
        }
        return result
    }
}

extension RaceTableLayout {
    /// The table for `board`: its sections when it is grouped by category, else its rows.
    public static func lines(
        for board: ReadyBoard, width: Int?, columns: Columns? = nil, starMark: String = "★",
        startHeader: String = "Local", separator: String = "·"
    ) -> [Line] {
        guard let sections = board.sections else {
            return lines(
                for: board.rows, width: width, columns: columns, starMark: starMark, startHeader: startHeader)
        }
        return lines(
            for: sections, width: width, columns: columns, starMark: starMark, startHeader: startHeader,
            separator: separator)
    }

    /// The most the table can show of `board` in `width` columns, as
    /// `columns(for:width:starMark:)` works it out for its rows; a board grouped by category has
    /// no category column, as its section headers name the categories.
    public static func columns(for board: ReadyBoard, width: Int?, starMark: String = "★") -> Columns {
        columns(
            for: board.rows, width: width, starMark: starMark,
            choices: board.sections == nil ? Columns.flatChoices : Columns.groupedChoices)
    }
}
