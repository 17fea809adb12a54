import DomainLayer
import SharedUtils

/// Lays out a screen state as the one-shot table: a line each, styled when colour is on.
public struct OneShotTableLayout: Sendable {
    /// True when lines may be styled and a starred meeting marked with `★`.
    let usesColor: Bool
    /// The terminal's width in columns; nil when the output is not a terminal.
    let width: Int?
    /// The zone `--tz` chose, said in a note under the table; nil for the local zone.
    var timeZoneLabel: String?
    /// The start times' column header.
    var startHeader = StartColumnTitle.local
    /// Where the races came from; a note under the table says when they are recorded.
    var origin = FeedOrigin.live

    /// The note that says the races are recorded, without its brackets.
    public static let demoNote = "demo: recorded races, not live"

    /// A table for an output `width` columns wide (nil when it is not a terminal), coloured when
    /// `usesColor`; `timeZoneLabel`, `startHeader` and `origin` as the properties say.
    public init(
        usesColor: Bool, width: Int?, timeZoneLabel: String? = nil,
        startHeader: String = StartColumnTitle.local,
        origin: FeedOrigin = .live
    ) {
        self.usesColor = usesColor
        self.width = width
        self.timeZoneLabel = timeZoneLabel
        self.startHeader = startHeader
        self.origin = origin
    }

    /// The lines to print for `state`.
    public func lines(for state: ScreenState) -> [StyledLine] {
        switch state {
        case .loading:
            return [StyledLine(text: "Loading…")]
        case .empty(let racesDescription):
            let note = origin == .recorded ? [style("(\(Self.demoNote))", .dim)] : []
            return [StyledLine(text: "No upcoming \(racesDescription) right now.")] + note
        case .failed(let message, _, _):
            return [StyledLine(text: "Cannot show races: \(message).")]
        case .ready(let board):
            let starMark = StarMark.text(usesColor: usesColor)
            let columns = RaceTableLayout.columns(for: board, width: width, starMark: starMark)
            var lines = RaceTableLayout.lines(
                for: board, width: width, columns: columns, starMark: starMark,
                startHeader: startHeader,
                separator: SectionSeparator.text(usesColor: usesColor)
            )
            .map { style($0.text, $0.style) }
            if let note = board.shortfallNote {
                lines.append(style("(\(note))", .dim))
            }
            if columns.category == .symbol {
                lines.append(style("(\(RaceCategory.legend))", .dim))
            }
            if origin == .recorded {
                lines.append(style("(\(Self.demoNote))", .dim))
            }
            if let timeZoneLabel {
                lines.append(style("(start times in \(timeZoneLabel))", .dim))
            }
            return lines
        }
    }

    private func style(_ text: String, _ style: TextStyle) -> StyledLine {
        StyledLine(text: text, style: usesColor ? style : .plain)
    }
}
