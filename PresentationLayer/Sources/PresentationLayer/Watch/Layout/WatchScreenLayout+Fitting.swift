extension WatchScreenLayout {
    /// What the screen shows between the banner and the status line, in as many lines as fit.
    struct Body {
        /// The table's column header, which gives way before the body is cut below its least.
        var columnHeader: StyledLine?
        /// The fewest lines the body can show and still mean something.
        var minimumLines: Int
        /// The body in at most the given number of lines, at least `minimumLines`.
        var lines: (Int) -> [StyledLine]

        /// A body of lines that are shown whole.
        init(_ lines: [StyledLine]) {
            self.init(minimumLines: lines.count) { _ in lines }
        }

        /// A body that fits itself to a number of lines.
        init(columnHeader: StyledLine? = nil, minimumLines: Int, lines: @escaping (Int) -> [StyledLine]) {
            self.columnHeader = columnHeader
            self.minimumLines = minimumLines
            self.lines = lines
        }
    }

    /// The header and the banner line above the body, and the status line under it.
    static let chromeLines = 3
    /// The fewest lines of a race's details: its title, and the line saying what is below it.
    static let minimumDetailsLines = 2

    /// How the body shares a pane with what is around it.
    struct Fitting: Equatable {
        /// True when the keys line shows.
        var showsKeys: Bool
        /// True when the body's column header shows.
        var showsColumnHeader: Bool
        /// The lines the body may take.
        var bodyLines: Int
    }

    /// How the body shares a pane of `rows` lines with the header, the status line and the
    /// banner when `hasBanner`: the body's least always fits, then the keys line, which says how
    /// to get help and quit, then the column header; the body takes every line left. A blank
    /// banner line, and the blank line above the status line, show only in lines the body leaves
    /// over. Nil when even the body's least does not fit.
    static func fitting(_ body: Body, rows: Int, hasBanner: Bool) -> Fitting? {
        var left = rows - 2 - (hasBanner ? 1 : 0) - body.minimumLines
        guard left >= 0 else { return nil }
        let showsKeys = left >= 1
        left -= showsKeys ? 1 : 0
        let showsColumnHeader = body.columnHeader != nil && left >= 1
        left -= showsColumnHeader ? 1 : 0
        return Fitting(
            showsKeys: showsKeys, showsColumnHeader: showsColumnHeader, bodyLines: body.minimumLines + left)
    }

    /// The rows the screen needs whatever the board holds: header, banner and status, and one race
    /// with a line saying how many more, in each open section when the board is grouped into
    /// `sections` (0 for one list), `collapsed` of them as their headers alone; the details of a
    /// race when they are open.
    static func rowsNeeded(limit: Int, sections: Int, collapsed: Int, showsDetails: Bool) -> Int {
        let list = RowWindow.lines(shown: 1, of: max(1, limit))
        let collapsed = min(sections, collapsed)
        let board = sections == 0 ? list : collapsed + (sections - collapsed) * (1 + list)
        return chromeLines + max(board, showsDetails ? minimumDetailsLines : 0)
    }
}
