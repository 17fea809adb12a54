import PresentationLayer
import SharedUtils

extension WatchScreenRenderer {
    /// What marks the selected row when colour is off, in a column of its own before the table.
    static let selectionMarker = "> "

    /// The table of `board`, its collapsed sections as their headers alone and its selected row
    /// marked: in reverse video, or where colour is off with `>` in a column before the table
    /// that is there only while something is selected.
    func tableLines(for board: ReadyBoard, arrangement: Arrangement, size: TerminalSize) -> [ScreenLine] {
        let hasMarkerColumn = hasMarkerColumn(arrangement)
        let marker = Self.selectionMarker
        let markerWidth = DisplayWidth.columns(of: marker)
        let table = RaceTableLayout.lines(
            for: board, width: tableWidth(arrangement, size: size),
            columns: tableColumns(for: board, arrangement: arrangement, size: size),
            starMark: StarMark.text(usesColor: usesColor), startHeader: startHeader,
            separator: SectionSeparator.text(usesColor: usesColor))
        return Self.rows(of: table, board: board, collapsed: arrangement.collapsedSections).map { line, row in
            let isSelected = row != nil && row == arrangement.selected
            guard usesColor else {
                let prefix =
                    hasMarkerColumn ? (isSelected ? marker : String(repeating: " ", count: markerWidth)) : ""
                return ScreenLine(text: prefix + line.text)
            }
            return ScreenLine(text: line.text, style: line.style + (isSelected ? ANSIStyle.selected : ""))
        }
    }

    /// What the table of `board` shows at `size`: category names and locations where they fit.
    func tableColumns(for board: ReadyBoard, arrangement: Arrangement, size: TerminalSize)
        -> RaceTableLayout.Columns
    {
        RaceTableLayout.columns(
            for: board, width: tableWidth(arrangement, size: size),
            starMark: StarMark.text(usesColor: usesColor))
    }

    private func hasMarkerColumn(_ arrangement: Arrangement) -> Bool {
        !usesColor && arrangement.selected != nil
    }

    private func tableWidth(_ arrangement: Arrangement, size: TerminalSize) -> Int {
        size.columns - (hasMarkerColumn(arrangement) ? DisplayWidth.columns(of: Self.selectionMarker) : 0)
    }

    /// The lines of `table`, laid out for `board`, each with the row it stands for; the rows of
    /// the sections in `collapsed` are left out, and their headers stand for them. The column
    /// header, and the header of a section that is open, stand for no row.
    static func rows(
        of table: [RaceTableLayout.Line], board: ReadyBoard, collapsed: Set<String>
    ) -> [(line: RaceTableLayout.Line, row: SelectableRow?)] {
        var result = table.prefix(1).map { (line: $0, row: SelectableRow?.none) }
        var body = table.dropFirst()
        guard let sections = board.sections else {
            return result + zip(body, board.rows).map { (line: $0, row: .race(id: $1.id)) }
        }
        for section in sections {
            guard let header = body.popFirst() else { break }
            let isCollapsed = collapsed.contains(section.title)
            result.append((line: header, row: isCollapsed ? .section(title: section.title) : nil))
            let rows = body.prefix(section.rows.count)
            body = body.dropFirst(section.rows.count)
            if !isCollapsed {
                result += zip(rows, section.rows).map { (line: $0, row: .race(id: $1.id)) }
            }
        }
        return result
    }
}
