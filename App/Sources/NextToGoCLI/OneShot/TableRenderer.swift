import DomainLayer
import PresentationLayer

/// Renders a screen state as the one-shot table, coloured when the terminal allows.
struct TableRenderer {
    let terminal: TerminalCapabilities
    /// The zone `--tz` chose, said in a note under the table; nil for the local zone.
    var timeZoneLabel: String?
    /// The start times' column header: `StartTimeZone.columnTitle`.
    var startHeader = StartTimeZone.local.columnTitle
    /// True when the races are the demo's recorded ones, which a note under the table says.
    var isDemo = false

    /// The note that says the races are recorded, without its brackets.
    static let demoNote = "demo: recorded races, not live"

    /// The text to print for `state`, ending in a newline.
    func render(_ state: ScreenState) -> String {
        switch state {
        case .loading:
            return "Loading…\n"
        case .empty(let racesDescription):
            let note = isDemo ? [style("(\(Self.demoNote))", ANSIStyle.dim)] : []
            return (["No upcoming \(racesDescription) right now."] + note).joined(separator: "\n") + "\n"
        case .failed(let message, _):
            return "Cannot show races: \(message).\n"
        case .ready(let board):
            let starMark = StarMark.text(usesColor: terminal.usesColor)
            let columns = RaceTableLayout.columns(for: board, width: terminal.width, starMark: starMark)
            var lines = RaceTableLayout.lines(
                for: board, width: terminal.width, columns: columns, starMark: starMark,
                startHeader: startHeader,
                separator: SectionSeparator.text(usesColor: terminal.usesColor)
            )
            .map { ANSIStyle.apply(ANSIStyle.escape(for: $0.style), to: $0.text, when: terminal.usesColor) }
            if let note = board.shortfallNote {
                lines.append(style("(\(note))", ANSIStyle.dim))
            }
            if columns.category == .symbol {
                lines.append(style("(\(RaceCategory.legend))", ANSIStyle.dim))
            }
            if isDemo {
                lines.append(style("(\(Self.demoNote))", ANSIStyle.dim))
            }
            if let timeZoneLabel {
                lines.append(style("(start times in \(timeZoneLabel))", ANSIStyle.dim))
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    private func style(_ text: String, _ escape: String) -> String {
        TerminalStyler(terminal).apply(escape, to: text)
    }
}
