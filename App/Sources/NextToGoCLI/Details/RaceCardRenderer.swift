import PresentationLayer

/// Renders a race card: a notice when the race is not open, the race's details as labelled
/// lines, then the field as a table fitted to the terminal's width.
struct RaceCardRenderer {
    let terminal: TerminalCapabilities
    /// The zone `--tz` chose, said in a note under the details; nil for the local zone.
    var timeZoneLabel: String?

    /// The text to print for `card`, ending in a newline; `isStarred` marks the title.
    func render(_ card: RaceCardViewModel, isStarred: Bool) -> String {
        let notice = card.notice.map {
            TerminalStyler(terminal).apply(ANSIStyle.bold, to: $0) + "\n\n"
        }
        let header = RaceDetailsRenderer(terminal: terminal, timeZoneLabel: timeZoneLabel)
            .render(card.header, isStarred: isStarred)
        guard !card.rows.isEmpty else { return (notice ?? "") + header + "\nThe card lists no runners.\n" }
        let table = RaceCardTableLayout.lines(for: card, width: terminal.width).map { line in
            if line.isHeading || line.isFavourite {
                TerminalStyler(terminal).apply(ANSIStyle.bold, to: line.text)
            } else if line.isScratched {
                TerminalStyler(terminal).apply(ANSIStyle.dim, to: line.text)
            } else {
                line.text
            }
        }
        var legend = ""
        if card.rows.contains(where: \.isFavourite) {
            legend = "\(RaceCardTableLayout.favouriteMark) favourite: the lowest fixed win price\n"
        }
        return (notice ?? "") + header + "\n" + table.joined(separator: "\n") + "\n" + legend
    }
}
