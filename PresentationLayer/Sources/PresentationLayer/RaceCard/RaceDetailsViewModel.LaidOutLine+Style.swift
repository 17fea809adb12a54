extension RaceDetailsViewModel.LaidOutLine {
    /// The line's style, the same in `race <id>` and watch mode: what is not published is dimmed.
    public var style: TextStyle {
        isNotPublished ? .dim : .plain
    }
}
