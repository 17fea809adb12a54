import SharedUtils

extension WatchScreenLayout {
    /// The facts that come before the field when the card scrolls: the status, the race's name
    /// and its start.
    static let leadingCardFacts = 3

    /// A race's card laid out for a pane: the title and any notice, which stay put, and the
    /// lines under them, which scroll when they are more than the pane holds.
    struct CardDocument {
        /// The title and, when the race is not open, the notice.
        var top: [StyledLine]
        /// The lines under the title, each with the section it belongs to: a fact's label, or
        /// `the field`.
        var body: [(line: StyledLine, section: String)]
        /// The whole card as it shows when it fits, blank lines included.
        var whole: [StyledLine]
    }

    /// A race's card in place of the board, in as many lines as fit, at least
    /// `minimumDetailsLines`.
    func raceCardBody(_ details: OpenRaceDetails, size: ScreenSize) -> Body {
        Body(minimumLines: Self.minimumDetailsLines) { raceCardLines(details, size: size, rows: $0) }
    }

    /// A race's card in place of the board, in at most `rows` lines: its title, a notice when the
    /// race is not open, the facts under their labels, then the field as `race <id>` lays it out.
    /// Before the card arrives, or when there is none, the race's details as the board lists them
    /// and a word on why. A card longer than the pane scrolls from line `details.offset`: the
    /// title stays, the status, name and start come first, then the field, then the other facts
    /// (the word on why there is no field comes before the facts), and the last line says what is
    /// above and below, naming the sections below, such as `↓ +9 more: the field, Distance`.
    func raceCardLines(_ details: OpenRaceDetails, size: ScreenSize, rows: Int) -> [StyledLine] {
        let document = cardDocument(details, size: size)
        guard document.whole.count > rows else { return document.whole }
        // Without its blank lines the whole card may still fit, and then nothing scrolls.
        guard document.top.count + document.body.count > rows else {
            return document.top + document.body.map(\.line)
        }
        let top = Self.scrollingTop(document, rows: rows)
        let shown = max(0, rows - top.count - 1)
        let start = max(0, min(details.offset, document.body.count - shown))
        let end = min(document.body.count, start + shown)
        let below = document.body[end...]
        var sections: [String] = []
        for entry in below where !sections.contains(entry.section) {
            sections.append(entry.section)
        }
        let more = ScrollPosition.note(
            start: start, shown: end - start, count: document.body.count, below: sections)
        let window = document.body[start..<end].map(\.line)
        return top + window + [style(fit(more, size), .dim)]
    }

    /// The lines that stay above a scrolling card in `rows`: the title and any notice, or the
    /// title alone when the notice would leave no line to scroll and none to say what is below.
    private static func scrollingTop(_ document: CardDocument, rows: Int) -> [StyledLine] {
        document.top.count + 2 <= rows ? document.top : Array(document.top.prefix(1))
    }

    /// True when the card of `details` is longer than the `rows` lines it has at `size`, so it
    /// scrolls.
    func cardScrolls(_ details: OpenRaceDetails, size: ScreenSize, rows: Int) -> Bool {
        let document = cardDocument(details, size: size)
        return document.whole.count > rows && document.top.count + document.body.count > rows
    }

    /// How the card of `details` scrolls at `size`, the banner taking a line when `hasBanner`:
    /// the lines a page moves, and the furthest line it can start at (0 when all of it shows).
    func cardScrolling(_ details: OpenRaceDetails, size: ScreenSize, hasBanner: Bool)
        -> ScrollPosition.Limits
    {
        let document = cardDocument(details, size: size)
        let body = Body(minimumLines: Self.minimumDetailsLines) { _ in [] }
        guard let rows = Self.fitting(body, rows: size.rows, hasBanner: hasBanner)?.bodyLines,
            cardScrolls(details, size: size, rows: rows)
        else { return (page: 1, lastOffset: 0) }
        let shown = max(0, rows - Self.scrollingTop(document, rows: rows).count - 1)
        return (page: max(1, shown), lastOffset: max(0, document.body.count - shown))
    }

    /// The card of `details` as lines fitted to `size`'s width.
    func cardDocument(_ details: OpenRaceDetails, size: ScreenSize) -> CardDocument {
        let header: RaceDetailsViewModel
        var notice: String?
        let bottom: [StyledLine]
        var isField = false
        switch details.card.content {
        case .loading:
            header = details.viewModel
            bottom = [style(fit(OpenRaceCard.loadingText, size), .dim)]
        case .unavailable(let message):
            header = details.viewModel
            bottom = message.map { StyledLine(text: fit($0, size)) }
        case .card(let viewModel, _) where viewModel.rows.isEmpty:
            header = viewModel.header
            notice = viewModel.notice
            bottom = [StyledLine(text: fit(RaceCardLayout.noRunnersText, size))]
        case .card(let viewModel, let field):
            header = viewModel.header
            notice = viewModel.notice
            bottom = field.map { line in
                var fitted = line
                fitted.text = fit(line.text, size)
                return fitted.styled(usesColor: usesColor)
            }
            isField = true
        }
        let star = details.isStarred ? StarMark.text(usesColor: usesColor) + " " : ""
        let title = style(fit(star + header.title, size), .header)
        let noticeLines = notice.map { [style(fit($0, size), .header)] } ?? []
        // Each laid-out line with its fact's label: a fact's first line starts with its label,
        // the lines it wraps onto with spaces.
        var labels = header.lines.map(\.label).makeIterator()
        var label = ""
        let facts = header.laidOutLines(width: size.columns).map { line in
            if !line.text.hasPrefix(" ") { label = labels.next() ?? label }
            return (line: style(fit(line.text, size), line.style), section: label)
        }
        let blank = StyledLine(text: "")
        // Scrolling, the field follows the status, name and start; a word on why there is no
        // field yet comes first.
        let leading = Set(header.lines.prefix(isField ? Self.leadingCardFacts : 0).map(\.label))
        let field = bottom.map { (line: $0, section: isField ? "the field" : "the card") }
        return CardDocument(
            top: [title] + noticeLines,
            body: facts.filter { leading.contains($0.section) } + field
                + facts.filter { !leading.contains($0.section) },
            whole: [title, blank] + (noticeLines.isEmpty ? [] : noticeLines + [blank]) + facts.map(\.line)
                + [blank] + bottom)
    }
}
