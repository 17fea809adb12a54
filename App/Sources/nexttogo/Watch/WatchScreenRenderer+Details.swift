import PresentationLayer

extension WatchScreenRenderer {
    /// One race's details in place of the board, in at most `rows` lines: its title, then the
    /// facts under their labels, long values wrapped to the width. What the feed leaves out reads
    /// `not published`, dimmed; details too long for the room end in `…`.
    func detailsLines(
        _ details: RaceDetailsViewModel, isStarred: Bool, size: TerminalSize, rows: Int
    ) -> [ScreenLine] {
        let star = isStarred ? styler.starMark + " " : ""
        var lines = [style(fit(star + details.title, size), ANSIStyle.bold), ScreenLine(text: "")]
        for line in details.laidOutLines(width: size.columns) {
            lines.append(style(fit(line.text, size), line.isNotPublished ? ANSIStyle.dim : ""))
        }
        guard lines.count > rows else { return lines }
        return lines.prefix(max(0, rows - 1)) + [ScreenLine(text: "…")]
    }
}
