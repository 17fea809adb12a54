/// A row of the watch board the selection can rest on: a race, or the header of a collapsed
/// section, which stands for its hidden races.
public enum SelectableRow: Hashable, Sendable {
    /// The race with this id.
    case race(id: String)
    /// The collapsed section with this title, such as `Horse`.
    case section(title: String)
}

/// The selected row of the watch board.
///
/// Nothing is selected until the person first moves the selection, so a board left alone looks
/// and costs as it did. When the rows change, the selection stays on the same race while it is
/// shown; when its race has gone it stays at the same position, moved up to the last row if the
/// board got shorter.
public struct WatchSelection: Equatable, Sendable {
    /// The selected row; nil while nothing is selected.
    public private(set) var selected: SelectableRow?
    private var position = 0

    /// A selection with nothing selected.
    public init() {}

    /// The selectable rows of `board` from top to bottom, with each section in `collapsed` (by
    /// title) standing as one row for its races.
    public static func rows(of board: ReadyBoard, collapsed: Set<String>) -> [SelectableRow] {
        guard let sections = board.sections else { return board.rows.map { .race(id: $0.id) } }
        return sections.flatMap { section in
            collapsed.contains(section.title)
                ? [.section(title: section.title)] : section.rows.map { .race(id: $0.id) }
        }
    }

    /// Follows the board now showing `rows`: stays on the selected race if it is among them,
    /// else selects the row at the same position, or the last row. With no rows the selection
    /// waits, as it was, for rows to come back.
    public mutating func follow(_ rows: [SelectableRow]) {
        guard let selected, !rows.isEmpty else { return }
        if let index = rows.firstIndex(of: selected) {
            position = index
        } else {
            position = min(position, rows.count - 1)
            self.selected = rows[position]
        }
    }

    /// Moves the selection `offset` rows down (up when negative), stopping at the first and last
    /// rows; the first move selects the first row.
    public mutating func move(by offset: Int, in rows: [SelectableRow]) {
        guard !rows.isEmpty else { return }
        guard selected != nil else {
            select(rows[0], in: rows)
            return
        }
        follow(rows)
        select(rows[max(0, min(rows.count - 1, position + offset))], in: rows)
    }

    /// Selects `row`, one of `rows`.
    public mutating func select(_ row: SelectableRow, in rows: [SelectableRow]) {
        selected = row
        position = rows.firstIndex(of: row) ?? position
    }
}
