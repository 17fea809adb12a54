import DomainLayer
import SharedUtils

/// Lays out the full watch screen for a size: header, rows, status line and keys, each line
/// cut to the width and given its style when colour is on.
public struct WatchScreenLayout: Sendable {
    static let minimumColumns = 36

    let usesColor: Bool
    /// The start times' column header: `Start` when `--tz` chose the zone, else `Local`.
    var startHeader = StartColumnTitle.local

    /// A layout with colour when `usesColor`, with `startHeader` over the start times.
    public init(usesColor: Bool, startHeader: String = StartColumnTitle.local) {
        self.usesColor = usesColor
        self.startHeader = startHeader
    }

    /// The lines of `screen`.
    public func frame(for screen: WatchScreen) -> [StyledLine] {
        frame(
            for: screen.state, chrome: screen.chrome, size: screen.size, limit: screen.limit,
            sections: screen.sections, arrangement: screen.arrangement, overlays: screen.overlays)
    }

    /// The lines of the screen for `state` at `size`, with `limit` rows of races, in each of
    /// `sections` sections when the board is grouped by category (0 for one list), arranged as
    /// `arrangement` says (the selected row marked, collapsed sections as their headers), or in
    /// its place what the screen on top of `overlays` shows: the racing day, a race's details and
    /// card, or the help (`?`), with the status line of the highest that has one. A pane too small for
    /// every race shows as many as fit, each list cut ending in a line such as `+7 more`, and
    /// keeps the selected row in view and no blank line; smaller still, the column header goes,
    /// then the keys line, whose `? help` and `q quit` are the last words to go.
    func frame(
        for state: ScreenState, chrome: WatchChrome, size: ScreenSize, limit: Int, sections: Int = 0,
        arrangement: WatchArrangement = WatchArrangement(), overlays: [WatchPane] = []
    ) -> [StyledLine] {
        let rowsNeeded = Self.rowsNeeded(
            limit: limit, sections: sections, collapsed: arrangement.collapsedSections.count,
            showsDetails: overlays.contains { if case .raceCard = $0 { true } else { false } })
        guard size.columns >= Self.minimumColumns, size.rows >= rowsNeeded else {
            return tooSmall(size, rowsNeeded: rowsNeeded)
        }
        var body: Body
        var status: StyledLine
        switch state {
        case .loading:
            body = Body([StyledLine(text: "Loading races…")])
            status = style("refreshing…", .dim)
        case .empty(let racesDescription):
            body = Body([StyledLine(text: fit("No upcoming \(racesDescription) right now.", size))])
            status = style(chrome.isRefreshing ? "refreshing…" : "", .dim)
        case .failed(let message, let hint, let nextRetry):
            body = failureBody(message: message, hint: hint, size: size)
            let retry = RetryWording.phrase(nextRetry) ?? ""
            status = style(fit(chrome.isRefreshing ? "refreshing…" : retry, size), .warning)
        case .ready(let board):
            let table = table(for: board, arrangement: arrangement, size: size)
            body = Body(columnHeader: table.columnHeader, minimumLines: table.minimumLines) { lines in
                table.lines(in: lines) { tableLine($0, style: .dim, arrangement) }
            }
            let text = fit(chrome.isRefreshing ? "refreshing…" : board.statusText, size)
            status =
                board.isStale && !chrome.isRefreshing
                ? style(text, .warning) : style(text, .dim)
        }
        for overlay in overlays {
            switch overlay {
            case .racingDay(let panel):
                body = racingDayBody(panel, size: size)
                status = style(fit(panel.statusText, size), panel.isStale ? .warning : .dim)
            case .raceCard(let details):
                // The details stay open whatever the board underneath does.
                body = raceCardBody(details, size: size)
                status = style(fit(details.card.statusText, size), details.card.isProblem ? .warning : .dim)
            case .help(let help):
                // The help explains the category letters, and keeps the status line under it.
                body = helpBody(help, size: size)
            }
        }
        guard let fitting = Self.fitting(body, rows: size.rows, hasBanner: chrome.banner != nil) else {
            return tooSmall(size, rowsNeeded: Self.chromeLines + body.minimumLines)
        }
        let bodyLines = body.lines(fitting.bodyLines)
        // Blank lines only where the body leaves lines over, never while it is cut.
        var spare = fitting.bodyLines - bodyLines.count
        var lines = [
            style(
                fit(
                    "nexttogo\(chrome.origin == .recorded ? " demo" : "") · \(chrome.racesDescription) · \(chrome.clockText)",
                    size),
                .header)
        ]
        if chrome.banner != nil || spare > 0 {
            lines.append(style(fit(chrome.banner ?? "", size), .alert))
            spare -= chrome.banner == nil ? 1 : 0
        }
        if fitting.showsColumnHeader, let header = body.columnHeader {
            lines.append(header)
        }
        lines += bodyLines
        if spare > 0 {
            lines.append(StyledLine(text: ""))
        }
        if let notice = chrome.notice {
            lines.append(style(fit(notice.text, size), notice.isProblem ? .warning : .dim))
        } else {
            lines.append(status)
        }
        guard fitting.showsKeys else { return lines }
        let keys = keysLine(on: overlays.last, size: size, bodyLines: fitting.bodyLines, sections: sections)
        lines.append(style(keys.text(width: size.columns), .dim))
        return lines
    }

    /// The keys line of the screen on top, `overlay` (nil for the board), from its key table:
    /// with how to scroll the help or the card when it is longer than its `bodyLines`, and `c`
    /// when the board is grouped into `sections`.
    private func keysLine(on overlay: WatchPane?, size: ScreenSize, bodyLines: Int, sections: Int) -> KeysLine
    {
        switch overlay {
        case .help(let help):
            HelpScreen.keyBindings.keysLine(scrolls: helpScrolls(help.keys, size: size, rows: bodyLines))
        case .raceCard(let details):
            RaceCardScreen.keyBindings.keysLine(scrolls: cardScrolls(details, size: size, rows: bodyLines))
        case .racingDay:
            RacingDayScreen.keyBindings.keysLine()
        case nil:
            BoardScreen.keyBindings.keysLine(grouped: sections > 0)
        }
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
