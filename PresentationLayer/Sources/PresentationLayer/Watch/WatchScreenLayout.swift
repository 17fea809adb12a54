import DomainLayer
import SharedUtils

/// Lays out the full watch screen for a size: header, rows, status line and keys, each line
/// cut to the width and given its style when colour is on.
public struct WatchScreenLayout: Sendable {
    /// The keys of a flat board, in the order a person reaches for them.
    static let keysLine = "h g t filter  a all  r refresh  ↑↓ select  s star  ↵ card  ? help  q quit"
    /// The keys of a board grouped by category, with `c` for collapsing a section; `r refresh`
    /// gives way so the line fits 80 columns, and `?` lists it with every other key.
    static let groupedKeysLine =
        "h g t filter  a all  ↑↓ select  s star  c collapse  ↵ card  ? help  q quit"
    /// The keys while a race's details and card are open.
    static let detailsKeysLine = "Esc back  r refresh  q quit"
    static let minimumColumns = 36

    let usesColor: Bool
    /// True when the races are the demo's recorded ones, which the header says.
    var isDemo = false
    /// The start times' column header: `Start` when `--tz` chose the zone, else `Local`.
    var startHeader = StartColumnTitle.local

    /// A layout with colour when `usesColor`, for the demo's recorded races when `isDemo`, with
    /// `startHeader` over the start times.
    public init(usesColor: Bool, isDemo: Bool = false, startHeader: String = StartColumnTitle.local) {
        self.usesColor = usesColor
        self.isDemo = isDemo
        self.startHeader = startHeader
    }

    /// The lines of `screen`.
    public func frame(for screen: WatchScreen) -> [StyledLine] {
        frame(
            for: screen.state, chrome: screen.chrome, size: screen.size, limit: screen.limit,
            sections: screen.sections, arrangement: screen.arrangement)
    }

    /// The lines of the screen for `state` at `size`, with `limit` rows of races, in each of
    /// `sections` sections when the board is grouped by category (0 for one list), arranged as
    /// `arrangement` says: the selected row marked, collapsed sections as their headers, or a
    /// race's details and card, or the help (`?`), in place of the board. A pane too small for
    /// every race shows as many as fit, each list cut ending in a line such as `+7 more`, and
    /// keeps the selected row in view; smaller still, the keys line goes, then the column header.
    func frame(
        for state: ScreenState, chrome: WatchChrome, size: ScreenSize, limit: Int, sections: Int = 0,
        arrangement: WatchArrangement = WatchArrangement()
    ) -> [StyledLine] {
        let rowsNeeded = Self.rowsNeeded(
            limit: limit, sections: sections, collapsed: arrangement.collapsedSections.count,
            showsDetails: arrangement.details != nil)
        guard size.columns >= Self.minimumColumns, size.rows >= rowsNeeded else {
            return tooSmall(size, rowsNeeded: rowsNeeded)
        }
        var body: Body
        var status: StyledLine
        var legend: String?
        switch state {
        case .loading:
            body = Body([StyledLine(text: "Loading races…")])
            status = style("refreshing…", .dim)
        case .empty(let racesDescription):
            body = Body([StyledLine(text: fit("No upcoming \(racesDescription) right now.", size))])
            status = style(chrome.isRefreshing ? "refreshing…" : "", .dim)
        case .failed(let message, let nextRetry):
            body = Body([StyledLine(text: fit("Cannot show races: \(message).", size))])
            let retry = RetryWording.phrase(nextRetry) ?? ""
            status = style(fit(chrome.isRefreshing ? "refreshing…" : retry, size), .warning)
        case .ready(let board):
            legend =
                tableColumns(for: board, arrangement: arrangement, size: size).category == .symbol
                ? RaceCategory.legend : nil
            let table = table(for: board, arrangement: arrangement, size: size)
            body = Body(columnHeader: table.columnHeader, minimumLines: table.minimumLines) { lines in
                table.lines(in: lines) { tableLine($0, style: .dim, arrangement) }
            }
            let text = fit(chrome.isRefreshing ? "refreshing…" : board.statusText, size)
            status =
                board.isStale && !chrome.isRefreshing
                ? style(text, .warning) : style(text, .dim)
        }
        if let details = arrangement.details {
            // The details stay open whatever the board underneath does.
            body = Body(minimumLines: Self.minimumDetailsLines) { lines in
                raceCardLines(details, size: size, rows: lines)
            }
            status = style(
                fit(details.card.statusText, size), details.card.isProblem ? .warning : .dim
            )
        }
        if arrangement.isShowingHelp {
            // The help explains the letters itself, and its keys line must show how to close it.
            body = Body(minimumLines: Self.minimumHelpLines) { helpLines(size: size, rows: $0) }
            legend = nil
        }
        guard let fitting = Self.fitting(body, rows: size.rows) else {
            return tooSmall(size, rowsNeeded: Self.chromeLines + body.minimumLines)
        }
        var lines = [
            style(
                fit(
                    "nexttogo\(isDemo ? " demo" : "") · \(chrome.racesDescription) · \(chrome.clockText)",
                    size),
                .header),
            style(fit(chrome.banner ?? "", size), .alert),
        ]
        if fitting.showsColumnHeader, let header = body.columnHeader {
            lines.append(header)
        }
        lines += body.lines(fitting.bodyLines)
        if fitting.showsFooter {
            lines.append(StyledLine(text: ""))
        }
        if let notice = chrome.notice {
            lines.append(style(fit(notice.text, size), notice.isProblem ? .warning : .dim))
        } else {
            lines.append(status)
        }
        guard fitting.showsFooter else { return lines }
        let keys =
            arrangement.isShowingHelp
            ? Self.helpKeysLine
            : arrangement.details != nil
                ? Self.detailsKeysLine : sections > 0 ? Self.groupedKeysLine : Self.keysLine
        // Letters show only on a pane too narrow for the whole keys line: their legend goes first.
        lines.append(style(fit((legend.map { "\($0)  ·  " } ?? "") + keys, size), .dim))
        return lines
    }

    /// The size the screen needs, said in as many lines as the width takes.
    private func tooSmall(_ size: ScreenSize, rowsNeeded: Int) -> [StyledLine] {
        let message =
            "Terminal too small: nexttogo needs \(Self.minimumColumns)×\(rowsNeeded). Press q to quit."
        let lines = TextWrapping.lines(message, width: size.columns).map { fit($0, size) }
        return lines.prefix(max(1, size.rows)).map { StyledLine(text: $0) }
    }

    func fit(_ text: String, _ size: ScreenSize) -> String {
        RaceTableLayout.truncated(text, to: size.columns)
    }

    /// A line of `text` in `style` when colour is on and there is text to style, else plain.
    func style(_ text: String, _ style: TextStyle) -> StyledLine {
        StyledLine(text: text, style: usesColor && !text.isEmpty ? style : .plain)
    }
}
