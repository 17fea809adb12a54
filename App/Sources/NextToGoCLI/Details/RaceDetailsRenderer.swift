import PresentationLayer

/// Renders one race's details as labelled lines, the labels in a column, long values wrapped to
/// the terminal's width.
struct RaceDetailsRenderer {
    let terminal: TerminalCapabilities
    /// The zone `--tz` chose, said in a note at the end; nil for the local zone.
    var timeZoneLabel: String?

    /// The text to print for `details`, ending in a newline; `isStarred` marks the title.
    func render(_ details: RaceDetailsViewModel, isStarred: Bool) -> String {
        let styler = TerminalStyler(terminal)
        let star = isStarred ? styler.starMark + " " : ""
        var lines = [styler.apply(ANSIStyle.bold, to: star + details.title), ""]
        for line in details.laidOutLines(width: terminal.width, minimumValueWidth: 20) {
            lines.append(line.isNotPublished ? styler.apply(ANSIStyle.dim, to: line.text) : line.text)
        }
        if let timeZoneLabel {
            lines.append(styler.apply(ANSIStyle.dim, to: "(start time in \(timeZoneLabel))"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
