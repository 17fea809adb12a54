/// A watch board's table in the parts a small pane cuts: the column header, which gives way
/// when room is short, and lists of rows that show as many rows as fit, each cut list ending in
/// a line such as `+7 more`.
struct BoardTable {
    /// One list of rows: the whole of a flat board, or one section of a grouped board.
    struct List {
        /// The section's header, which always shows; nil for a flat board.
        var header: StyledLine?
        /// The rows; none for a collapsed section, whose header stands for them.
        var rows: [StyledLine]
        /// The position of the selected row in `rows`, which a cut list keeps in view.
        var selected: Int?
    }

    /// The column header.
    var columnHeader: StyledLine
    /// The lists, top to bottom.
    var lists: [List]
    /// The board's shortfall note, which shows only when every row does and a line is left.
    var note: StyledLine?

    /// The fewest lines the lists take: each section's header, and of each list its first row
    /// and, when it has more, the line saying how many.
    var minimumLines: Int {
        lists.reduce(0) { lines, list in
            lines + (list.header == nil ? 0 : 1)
                + RowWindow.lines(shown: min(1, list.rows.count), of: list.rows.count)
        }
    }

    /// The lists in at most `room` lines (given at least `minimumLines`): the lists take rows in
    /// turn, one at a time, so each shows its soonest races; a cut list ends in a line made by
    /// `more` from words such as `+7 more`.
    func lines(in room: Int, more: (String) -> StyledLine) -> [StyledLine] {
        var shown = lists.map { min(1, $0.rows.count) }
        var used = minimumLines
        var grew = true
        while grew {
            grew = false
            for index in lists.indices where shown[index] < lists[index].rows.count {
                let count = lists[index].rows.count
                let extra =
                    RowWindow.lines(shown: shown[index] + 1, of: count)
                    - RowWindow.lines(shown: shown[index], of: count)
                guard used + extra <= room else { continue }
                shown[index] += 1
                used += extra
                grew = true
            }
        }
        var result: [StyledLine] = []
        for (list, shown) in zip(lists, shown) {
            result += list.header.map { [$0] } ?? []
            let window = RowWindow(count: list.rows.count, shown: shown, selected: list.selected)
            result += list.rows[window.range]
            result += window.moreText.map { [more($0)] } ?? []
        }
        let showsEveryRow = zip(lists, shown).allSatisfy { list, shown in list.rows.count == shown }
        if let note, showsEveryRow, used < room {
            result.append(note)
        }
        return result
    }
}
