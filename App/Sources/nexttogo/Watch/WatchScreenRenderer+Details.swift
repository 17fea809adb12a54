import PresentationLayer
import SharedUtils

extension WatchScreenRenderer {
    /// One race's details in place of the board, in at most `rows` lines: its title, then the
    /// facts under their labels, long values wrapped to the width. What the feed leaves out reads
    /// `not published`, dimmed; details too long for the room end in `…`.
    func detailsLines(
        _ details: RaceDetailsViewModel, isStarred: Bool, size: TerminalSize, rows: Int
    ) -> [ScreenLine] {
        let star = isStarred ? StarMark.text(usesColor: usesColor) + " " : ""
        var lines = [style(fit(star + details.title, size), ANSIStyle.bold), ScreenLine(text: "")]
        let labelWidth = (details.lines.map { DisplayWidth.columns(of: $0.label) }.max() ?? 0) + 2
        let indent = String(repeating: " ", count: labelWidth)
        for line in details.lines {
            let label = DisplayWidth.padded(line.label, to: labelWidth)
            let values = TextWrapping.lines(line.value, width: max(1, size.columns - labelWidth))
            let escape = line.value == RaceDetailsViewModel.notPublished ? ANSIStyle.dim : ""
            for (index, value) in values.enumerated() {
                lines.append(style(fit((index == 0 ? label : indent) + value, size), escape))
            }
        }
        guard lines.count > rows else { return lines }
        return lines.prefix(max(0, rows - 1)) + [ScreenLine(text: "…")]
    }
}
