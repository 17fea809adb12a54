import PresentationLayer

/// Renders one race's details as labelled lines, the labels in a column, long values wrapped to
/// the terminal's width.
struct RaceDetailsRenderer {
    let terminal: TerminalCapabilities
    /// The zone `--tz` chose, said in a note at the end; nil for the local zone.
    var timeZoneLabel: String?

    /// The text to print for `details`, ending in a newline; `isStarred` marks the title.
    func render(_ details: RaceDetailsViewModel, isStarred: Bool) -> String {
        let star = isStarred ? StarMark.text(usesColor: terminal.usesColor) + " " : ""
        var lines = [ANSIStyle.apply(ANSIStyle.bold, to: star + details.title, when: terminal.usesColor), ""]
        let labelWidth = details.lines.map(\.label.count).max() ?? 0
        let indent = String(repeating: " ", count: labelWidth + 2)
        for line in details.lines {
            let label = line.label + String(repeating: " ", count: labelWidth - line.label.count + 2)
            let valueLines =
                terminal.width.map {
                    TextWrapping.lines(line.value, width: max(20, $0 - indent.count))
                } ?? [line.value]
            let value = valueLines.joined(separator: "\n" + indent)
            let styled =
                line.value == RaceDetailsViewModel.notPublished
                ? ANSIStyle.apply(ANSIStyle.dim, to: value, when: terminal.usesColor) : value
            lines.append(label + styled)
        }
        if let timeZoneLabel {
            lines.append(
                ANSIStyle.apply(
                    ANSIStyle.dim, to: "(start time in \(timeZoneLabel))", when: terminal.usesColor))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
