import SharedUtils

extension WatchScreenLayout {
    /// What marks the selected row when colour is off, in a column of its own before the table.
    static let selectionMarker = "> "

    /// The table of `board` in parts a small pane can cut, its collapsed sections as their
    /// headers alone, which say `(collapsed)` so they read unlike an empty section, and its
    /// selected row marked: in reverse video, or where colour is off with
    /// `>` in a column before the table that is there only while something is selected.
    func table(for board: ReadyBoard, arrangement: WatchArrangement, size: ScreenSize) -> BoardTable {
        let table = RaceTableLayout.lines(
            for: board, width: tableWidth(arrangement, size: size),
            columns: tableColumns(for: board, arrangement: arrangement, size: size),
            starMark: StarMark.text(usesColor: usesColor), startHeader: startHeader,
            separator: SectionSeparator.text(usesColor: usesColor))
        let separator = SectionSeparator.text(usesColor: usesColor)
        let width = tableWidth(arrangement, size: size)
        let lines = Self.rows(of: table, board: board, collapsed: arrangement.collapsedSections).map {
            line, row in
            var text = line.text
            if case .section(let title) = row,
                let section = board.sections?.first(where: { $0.title == title })
            {
                text = RaceTableLayout.truncated(
                    section.header(separator: separator, isCollapsed: true), to: width)
            }
            return (
                line: tableLine(
                    text, style: line.style, arrangement,
                    isSelected: row != nil && row == arrangement.selected),
                row: row
            )
        }
        let header = lines.first?.line ?? StyledLine(text: "")
        var body = lines.dropFirst()
        func list(header: StyledLine?, count: Int) -> BoardTable.List {
            let rows = body.prefix(count)
            body = body.dropFirst(count)
            return BoardTable.List(
                header: header, rows: rows.map(\.line),
                selected: rows.firstIndex { $0.row != nil && $0.row == arrangement.selected }.map {
                    $0 - rows.startIndex
                })
        }
        guard let sections = board.sections else {
            return BoardTable(
                columnHeader: header, lists: [list(header: nil, count: board.rows.count)],
                note: board.shortfallNote.map { style(fit("(\($0))", size), .dim) })
        }
        var lists: [BoardTable.List] = []
        for section in sections {
            guard let sectionHeader = body.popFirst() else { break }
            let shown = arrangement.collapsedSections.contains(section.title) ? 0 : section.rows.count
            lists.append(list(header: sectionHeader.line, count: shown))
        }
        return BoardTable(columnHeader: header, lists: lists, note: nil)
    }

    /// A line of the table or under it, `text` in `style` when colour is on, else after the
    /// marker column while there is one.
    func tableLine(
        _ text: String, style: TextStyle, _ arrangement: WatchArrangement, isSelected: Bool = false
    )
        -> StyledLine
    {
        guard usesColor else {
            let marker = Self.selectionMarker
            let prefix =
                !hasMarkerColumn(arrangement)
                ? "" : isSelected ? marker : String(repeating: " ", count: DisplayWidth.columns(of: marker))
            return StyledLine(text: prefix + text)
        }
        return StyledLine(text: text, style: isSelected ? .selected(style) : style)
    }

    /// What the table of `board` shows at `size`: category names and locations where they fit.
    func tableColumns(for board: ReadyBoard, arrangement: WatchArrangement, size: ScreenSize)
        -> RaceTableLayout.Columns
    {
        RaceTableLayout.columns(
            for: board, width: tableWidth(arrangement, size: size),
            starMark: StarMark.text(usesColor: usesColor))
    }

    private func hasMarkerColumn(_ arrangement: WatchArrangement) -> Bool {
        !usesColor && arrangement.selected != nil
    }

    private func tableWidth(_ arrangement: WatchArrangement, size: ScreenSize) -> Int {
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
