import PresentationLayer

/// Lays out the full watch screen for a size: header, rows, status line and keys, each line
/// cut to the width and styled when colour is on.
struct WatchScreenRenderer {
    /// What the screen shows besides the board itself.
    struct Chrome: Equatable {
        /// The filter in words, such as "horse and greyhound races".
        var racesDescription: String
        /// The time now, such as `14:03:07`, followed by the zone's name when `--tz` chose it.
        var clockText: String
        /// True while a refresh the person asked for is under way.
        var isRefreshing: Bool
        /// The jump alert to show under the header, such as `Jump alert: Flemington R4 in 2m 00s`.
        var banner: String? = nil
    }

    static let keysLine = "h horse  g greyhound  t harness  a all  r refresh  q quit"
    static let minimumColumns = 36

    let usesColor: Bool

    /// The lines of the screen for `state` at `size`, with `limit` rows of races, in each of
    /// `sections` sections when the board is grouped by category (0 for one list).
    func frame(
        for state: ScreenState, chrome: Chrome, size: TerminalSize, limit: Int, sections: Int = 0
    ) -> [ScreenLine] {
        // Six lines around the table; a section header, or else a shortfall note, for each list.
        let rowsNeeded = 6 + max(1, sections) * (limit + 1)
        guard size.columns >= Self.minimumColumns, size.rows >= rowsNeeded else {
            return tooSmall(size, rowsNeeded: rowsNeeded)
        }
        var lines = [
            style(fit("nexttogo · \(chrome.racesDescription) · \(chrome.clockText)", size), ANSIStyle.bold),
            style(fit(chrome.banner ?? "", size), ANSIStyle.alert),
        ]
        let status: ScreenLine
        switch state {
        case .loading:
            lines.append(ScreenLine(text: "Loading races…"))
            status = style("refreshing…", ANSIStyle.dim)
        case .empty(let racesDescription):
            lines.append(ScreenLine(text: fit("No upcoming \(racesDescription) right now.", size)))
            status = style(chrome.isRefreshing ? "refreshing…" : "", ANSIStyle.dim)
        case .failed(let message, let retryInSeconds):
            lines.append(ScreenLine(text: fit("Cannot show races: \(message).", size)))
            let retry = RetryWording.phrase(retryInSeconds) ?? ""
            status = style(fit(chrome.isRefreshing ? "refreshing…" : retry, size), ANSIStyle.warning)
        case .ready(let board):
            lines += RaceTableLayout.lines(
                for: board, width: size.columns, categoryColumn: .symbol,
                starMark: StarMark.text(usesColor: usesColor),
                separator: SectionSeparator.text(usesColor: usesColor)
            )
            .map { ScreenLine(text: $0.text, style: usesColor ? $0.style : "") }
            if let note = board.shortfallNote {
                lines.append(style(fit("(\(note))", size), ANSIStyle.dim))
            }
            let text = fit(chrome.isRefreshing ? "refreshing…" : board.statusText, size)
            status =
                board.isStale && !chrome.isRefreshing
                ? style(text, ANSIStyle.warning) : style(text, ANSIStyle.dim)
        }
        lines.append(ScreenLine(text: ""))
        lines.append(status)
        lines.append(style(fit(Self.keysLine, size), ANSIStyle.dim))
        return lines
    }

    /// The size the screen needs, said in as many lines as the width takes.
    private func tooSmall(_ size: TerminalSize, rowsNeeded: Int) -> [ScreenLine] {
        let message =
            "Terminal too small: nexttogo needs \(Self.minimumColumns)×\(rowsNeeded). Press q to quit."
        var lines: [String] = []
        for word in message.split(separator: " ").map(String.init) {
            if let last = lines.last, last.count + 1 + word.count <= size.columns {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(fit(word, size))
            }
        }
        return lines.prefix(max(1, size.rows)).map { ScreenLine(text: $0) }
    }

    private func fit(_ text: String, _ size: TerminalSize) -> String {
        RaceTableLayout.truncated(text, to: size.columns)
    }

    private func style(_ text: String, _ escape: String) -> ScreenLine {
        ScreenLine(text: text, style: usesColor && !text.isEmpty ? escape : "")
    }
}
