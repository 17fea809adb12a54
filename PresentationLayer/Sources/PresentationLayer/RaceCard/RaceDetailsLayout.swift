/// Lays out one race's details as labelled lines, the labels in a column, long values wrapped to
/// the terminal's width.
public struct RaceDetailsLayout: Sendable {
    /// True when lines may be styled and a starred meeting marked with `★`.
    let usesColor: Bool
    /// The terminal's width in columns; nil when the output is not a terminal.
    let width: Int?
    /// The zone `--tz` chose, said in a note at the end; nil for the local zone.
    var timeZoneLabel: String?

    /// Details for an output `width` columns wide (nil when it is not a terminal), styled when
    /// `usesColor`, with a note of `timeZoneLabel` when `--tz` chose the zone.
    public init(usesColor: Bool, width: Int?, timeZoneLabel: String? = nil) {
        self.usesColor = usesColor
        self.width = width
        self.timeZoneLabel = timeZoneLabel
    }

    /// The lines to print for `details`; `isStarred` marks the title.
    public func lines(for details: RaceDetailsViewModel, isStarred: Bool) -> [StyledLine] {
        let star = isStarred ? StarMark.text(usesColor: usesColor) + " " : ""
        var lines = [style(star + details.title, .header), StyledLine(text: "")]
        for line in details.laidOutLines(width: width, minimumValueWidth: 20) {
            lines.append(style(line.text, line.style))
        }
        if let timeZoneLabel {
            lines.append(style("(start time in \(timeZoneLabel))", .dim))
        }
        return lines
    }

    /// A line of `text` in `style` when colour is on, else plain.
    func style(_ text: String, _ style: TextStyle) -> StyledLine {
        StyledLine(text: text, style: usesColor ? style : .plain)
    }
}
