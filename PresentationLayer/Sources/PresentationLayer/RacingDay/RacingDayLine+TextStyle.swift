extension RacingDayLine {
    /// The line as the terminal shows it: its style as one of the board's, so the one ANSI map
    /// colours the racing day as it colours the board (plain when `usesColor` is false).
    public func styled(usesColor: Bool) -> StyledLine {
        StyledLine(text: text, style: usesColor ? style.textStyle : .plain)
    }
}

extension RacingDayLine.Style {
    /// The board's style of the same meaning: titles and headers bold, notes and what is over
    /// dim, races to run by how soon they jump.
    public var textStyle: TextStyle {
        switch self {
        case .title, .header: .header
        case .note, .run, .abandoned: .dim
        case .toRun(.normal): .plain
        case .toRun(.soon): .soon
        case .toRun(.jumped): .jumped
        }
    }
}
