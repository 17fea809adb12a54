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
    /// The blank line above the status line and the keys line under it.
    static let footerLines = 2
    /// The fewest lines of a race's details: its title, and the facts cut to `…`.
    static let minimumDetailsLines = 2

    /// How the body shares a pane of `rows` lines with what is around it: the body's least fits
    /// with the keys line (the footer) where it can, else without it, else without the column
    /// header too; nil when even that is too small. Until then the body takes every line left.
    static func fitting(_ body: Body, rows: Int) -> (
        showsFooter: Bool, showsColumnHeader: Bool, bodyLines: Int
    )? {
        let hasHeader = body.columnHeader != nil
        for (footer, header) in [(true, hasHeader), (false, hasHeader), (false, false)] {
            let room = rows - chromeLines - (footer ? footerLines : 0) - (header ? 1 : 0)
            if room >= body.minimumLines {
                return (footer, header, room)
            }
        }
        return nil
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
