extension WatchScreenLayout {
    /// The fewest lines of the help: a line of it, and the line saying how much more there is.
    static let minimumHelpLines = 2

    /// The help in place of the board, in as many lines as fit, at least `minimumHelpLines`.
    func helpBody(_ help: HelpPane, size: ScreenSize) -> Body {
        Body(minimumLines: Self.minimumHelpLines) { helpLines(help, size: size, rows: $0) }
    }

    /// The help in place of the board, in at most `rows` lines, each cut to the width: headings
    /// in bold, each colour's entry in that colour where colour is on. Help too long for the
    /// room shows from line `help.offset` (as far as it can scroll), and its last line says what
    /// is above and below, such as `↑ +3 above, ↓ +9 more`.
    func helpLines(_ help: HelpPane, size: ScreenSize, rows: Int) -> [StyledLine] {
        let offset = help.offset
        let lines = self.help(width: size.columns, keys: help.keys).map { line in
            style(fit(line.text, size), Self.style(of: line.kind))
        }
        guard lines.count > rows else { return lines }
        let shown = max(1, rows - 1)
        let start = max(0, min(offset, lines.count - shown))
        let more = ScrollPosition.note(start: start, shown: shown, count: lines.count)
        return Array(lines[start..<(start + shown)]) + [style(fit(more, size), .dim)]
    }

    /// True when the help listing `keys` is longer than the `rows` lines it has at `size`, so it
    /// scrolls.
    func helpScrolls(_ keys: WatchHelpViewModel.Section, size: ScreenSize, rows: Int) -> Bool {
        help(width: size.columns, keys: keys).count > rows
    }

    /// How the help listing `keys` scrolls at `size`, the banner taking a line when `hasBanner`:
    /// the lines a page moves, and the furthest line it can start at (0 when all of it shows).
    func helpScrolling(size: ScreenSize, hasBanner: Bool, keys: WatchHelpViewModel.Section)
        -> ScrollPosition.Limits
    {
        let count = help(width: size.columns, keys: keys).count
        let body = Body(minimumLines: Self.minimumHelpLines) { _ in [] }
        guard let rows = Self.fitting(body, rows: size.rows, hasBanner: hasBanner)?.bodyLines, count > rows
        else {
            return (page: 1, lastOffset: 0)
        }
        let shown = max(1, rows - 1)
        return (page: shown, lastOffset: count - shown)
    }

    private func help(width: Int, keys: WatchHelpViewModel.Section) -> [WatchHelpViewModel.LaidOutLine] {
        WatchHelpViewModel(usesColor: usesColor, keys: keys).laidOutLines(width: width)
    }

    /// The style of a line of the help: a header for a heading, an urgency's for its entry.
    private static func style(of kind: WatchHelpViewModel.LaidOutLine.Kind) -> TextStyle {
        switch kind {
        case .heading: .header
        case .entry(urgency: .soon): .soon
        case .entry(urgency: .jumped): .jumped
        case .entry, .text: .plain
        }
    }
}
