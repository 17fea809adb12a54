extension RaceTableLayout {
    /// The column header once, then each section's header followed by its rows, with the
    /// columns lined up across every section. Section headers, like the column header, have no
    /// urgency; `separator` goes between a section's title and count, and the other parameters
    /// are those of `lines(for:width:categoryColumn:starMark:)`.
    public static func lines(
        for sections: [RaceSection], width: Int?, categoryColumn: CategoryColumn = .name,
        starMark: String = "★", separator: String = "·"
    ) -> [Line] {
        let table = lines(
            for: sections.flatMap(\.rows), width: width, categoryColumn: categoryColumn, starMark: starMark)
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
        for board: ReadyBoard, width: Int?, categoryColumn: CategoryColumn = .name, starMark: String = "★",
        separator: String = "·"
    ) -> [Line] {
        guard let sections = board.sections else {
            return lines(for: board.rows, width: width, categoryColumn: categoryColumn, starMark: starMark)
        }
        return lines(
            for: sections, width: width, categoryColumn: categoryColumn, starMark: starMark,
            separator: separator)
    }
}
