import PresentationLayer
import SharedUtils

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
        let labelWidth = (details.lines.map { DisplayWidth.columns(of: $0.label) }.max() ?? 0) + 2
        let indent = String(repeating: " ", count: labelWidth)
        for line in details.lines {
            let label = DisplayWidth.padded(line.label, to: labelWidth)
            let valueLines =
                terminal.width.map {
                    TextWrapping.lines(line.value, width: max(20, $0 - labelWidth))
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
