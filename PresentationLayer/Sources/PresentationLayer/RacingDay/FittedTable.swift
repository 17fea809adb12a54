import SharedUtils

/// Cells in aligned columns fitted to a width, as the racing day's tables lay them out: one
/// column (the names) is cut with `…` to make room, and every line is cut to the width at the
/// last, so no line ever wraps. Widths are display columns (`DisplayWidth`).
struct FittedTable: Sendable {
    /// The header's cells, then each row's; every row as long as the header.
    let cells: [[String]]
    /// The columns whose cells keep to the right, such as numbers.
    let trailingColumns: Set<Int>
    /// The column that is cut to make room.
    let shrinkingColumn: Int
    /// The narrowest the shrinking column is cut to before lines are cut instead.
    let narrowest: Int
    /// The widest the shrinking column grows in a table fitted to a width, well above any real
    /// name, so one name thousands of characters long is cut on its own instead of pushing every
    /// other column off the screen.
    let widest: Int
    /// The least width of each column, by position, whatever its cells here: what the rows not
    /// laid out need, when only a window of a long list is, so that its columns stay as the
    /// whole list's would be. Empty for none.
    var minimumWidths: [Int] = []

    private static let gap = "  "

    /// Each column's width: its widest cell's, or its minimum when that is wider.
    private var naturalColumnWidths: [Int] {
        cells[0].indices.map { column in
            let widest = cells.map { DisplayWidth.columns(of: $0[column]) }.max() ?? 0
            return max(widest, column < minimumWidths.count ? minimumWidths[column] : 0)
        }
    }

    /// Whether the table fits `width` with no name cut but for the widest.
    func fits(_ width: Int) -> Bool {
        var widths = naturalColumnWidths
        widths[shrinkingColumn] = min(widths[shrinkingColumn], widest)
        return total(widths) <= width
    }

    /// Each row as a line, its cells padded to their columns; with a `width`, the shrinking
    /// column is cut to leave room for the rest, and any line still wider is cut to it.
    func lines(width: Int?) -> [String] {
        var widths = naturalColumnWidths
        if let width {
            let room = width - (total(widths) - widths[shrinkingColumn])
            widths[shrinkingColumn] = min(widths[shrinkingColumn], widest, max(narrowest, room))
        }
        return cells.map { row in
            let line = zip(row, widths).enumerated().map { column, cell in
                DisplayWidth.padded(
                    DisplayWidth.truncated(cell.0, to: cell.1), to: cell.1,
                    alignment: trailingColumns.contains(column) ? .trailing : .leading)
            }
            .joined(separator: Self.gap)
            let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
            guard let width else { return trimmed }
            return DisplayWidth.truncated(trimmed, to: max(0, width))
        }
    }

    private func total(_ widths: [Int]) -> Int {
        widths.reduce(0, +) + Self.gap.count * max(0, widths.count - 1)
    }
}
