/// The rows of a list that a small pane shows: `shown` of `count` rows in a row, from the top
/// unless the selected row would be cut, in which case the window scrolls down just far enough
/// to end on it.
struct RowWindow: Equatable, Sendable {
    /// The indices of the rows shown.
    let range: Range<Int>
    /// How many rows the list has.
    let count: Int

    /// The window of `shown` rows (at least one, at most `count`) of a list of `count` rows that
    /// keeps the row at `selected`, if any, in view.
    init(count: Int, shown: Int, selected: Int?) {
        let shown = max(0, min(count, shown))
        let start = selected.map { max(0, min(count - shown, $0 - shown + 1)) } ?? 0
        range = start..<(start + shown)
        self.count = count
    }

    /// The lines a list of `count` rows takes when `shown` of them show: the rows, and one line
    /// saying how many more there are when some are cut.
    static func lines(shown: Int, of count: Int) -> Int {
        shown + (shown < count ? 1 : 0)
    }

    /// What the line under the rows says when some are cut: `+7 more`, or once the window has
    /// scrolled, `+2 above, +5 more` or `+2 above`; nil when every row shows.
    var moreText: String? {
        let above = range.lowerBound
        let below = count - range.upperBound
        let parts = (above > 0 ? ["+\(above) above"] : []) + (below > 0 ? ["+\(below) more"] : [])
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
