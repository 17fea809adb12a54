extension RaceCardTableLayout.Line {
    /// The line's style, the same in `race <id>` and watch mode: the heading and the favourite
    /// stand out, a scratched runner is dimmed.
    public var style: TextStyle {
        isHeading || isFavourite ? .header : isScratched ? .dim : .plain
    }
}
