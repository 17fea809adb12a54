extension WatchScreenLayout {
    /// The keys while the help is open.
    static let helpKeysLine = "? or Esc close help  q quit"
    /// The fewest lines of the help: its first line, and the rest cut to `…`.
    static let minimumHelpLines = 2

    /// The help in place of the board, in at most `rows` lines, each cut to the width: headings
    /// in bold, each colour's entry in that colour where colour is on. Help too long for the
    /// room ends in `…`.
    func helpLines(size: ScreenSize, rows: Int) -> [StyledLine] {
        let help = WatchHelpViewModel(usesColor: usesColor)
        let lines = help.laidOutLines(width: size.columns).map { line in
            style(fit(line.text, size), Self.style(of: line.kind))
        }
        guard lines.count > rows else { return lines }
        return lines.prefix(max(0, rows - 1)) + [StyledLine(text: "…")]
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
