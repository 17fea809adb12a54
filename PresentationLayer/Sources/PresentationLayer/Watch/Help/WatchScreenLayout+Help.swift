extension WatchScreenLayout {
    /// The keys while the help is open and all of it shows.
    static let helpKeys = KeysLine([], lastToGo: ["? or Esc close help", "q quit"])
    /// The keys while the help is open and too long for the pane.
    static let scrollingHelpKeys = KeysLine(
        ["↑↓ PgUp PgDn scroll"], lastToGo: ["? or Esc close help", "q quit"])
    /// The fewest lines of the help: a line of it, and the line saying how much more there is.
    static let minimumHelpLines = 2

    /// The help in place of the board, in at most `rows` lines, each cut to the width: headings
    /// in bold, each colour's entry in that colour where colour is on. Help too long for the
    /// room shows from line `offset` (as far as it can scroll), and its last line says what is
    /// above and below, such as `↑ +3 above, ↓ +9 more`.
    func helpLines(
        size: ScreenSize, rows: Int, offset: Int, subject: WatchHelpViewModel.Subject
    ) -> [StyledLine] {
        let lines = help(width: size.columns, subject: subject).map { line in
            style(fit(line.text, size), Self.style(of: line.kind))
        }
        guard lines.count > rows else { return lines }
        let shown = max(1, rows - 1)
        let start = max(0, min(offset, lines.count - shown))
        let more = ScrollPosition.note(start: start, shown: shown, count: lines.count)
        return Array(lines[start..<(start + shown)]) + [style(fit(more, size), .dim)]
    }

    /// True when the help over `subject` is longer than the `rows` lines it has at `size`, so it
    /// scrolls.
    func helpScrolls(size: ScreenSize, rows: Int, subject: WatchHelpViewModel.Subject) -> Bool {
        help(width: size.columns, subject: subject).count > rows
    }

    /// How the help scrolls at `size`, the banner taking a line when `hasBanner`: the lines a
    /// page moves, and the furthest line it can start at (0 when all of it shows).
    func helpScrolling(size: ScreenSize, hasBanner: Bool, subject: WatchHelpViewModel.Subject)
        -> ScrollPosition.Limits
    {
        let count = help(width: size.columns, subject: subject).count
        let body = Body(minimumLines: Self.minimumHelpLines) { _ in [] }
        guard let rows = Self.fitting(body, rows: size.rows, hasBanner: hasBanner)?.bodyLines, count > rows
        else {
            return (page: 1, lastOffset: 0)
        }
        let shown = max(1, rows - 1)
        return (page: shown, lastOffset: count - shown)
    }

    private func help(width: Int, subject: WatchHelpViewModel.Subject) -> [WatchHelpViewModel.LaidOutLine] {
        WatchHelpViewModel(usesColor: usesColor, subject: subject).laidOutLines(width: width)
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
