extension RaceCardTableLayout.Line {
    /// The line's style, the same in `race <id>` and watch mode: the heading and the favourite
    /// stand out, a scratched runner is dimmed.
    public var style: TextStyle {
        isHeading || isFavourite ? .header : isScratched ? .dim : .plain
    }

    /// The runner's price change, in the colour of its direction: a move just seen in watch
    /// mode, else the move since the open; nil when the line shows none or the price is steady.
    public var highlight: StyledLine.Highlight? {
        guard let changeColumns else { return nil }
        switch recentMove ?? movement {
        case .firming?: return StyledLine.Highlight(columns: changeColumns, style: .firming)
        case .drifting?: return StyledLine.Highlight(columns: changeColumns, style: .drifting)
        default: return nil
        }
    }

    /// The line as it reads: in its style, its price change in its colour, when `usesColor`;
    /// plain otherwise.
    func styled(usesColor: Bool) -> StyledLine {
        StyledLine(text: text, style: usesColor ? style : .plain, highlight: usesColor ? highlight : nil)
    }
}
