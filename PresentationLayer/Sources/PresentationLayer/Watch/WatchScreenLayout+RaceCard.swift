import SharedUtils

extension WatchScreenLayout {
    /// The lines the facts above a race card's field give way to when the pane is short: the
    /// status, the race's name and its start. Fewer show only when the field would show no
    /// runner.
    static let minimumCardFactLines = 3
    /// The fewest lines of a cut field: its heading, a runner, and the line saying how many more.
    static let minimumFieldLines = 3

    /// A race's card in place of the board, in at most `rows` lines: its title, a notice when the
    /// race is not open, the facts under their labels, then the field as `race <id>` lays it out.
    /// Before the card arrives, or when there is none, the race's details as the board lists them
    /// and a word on why. When the pane is short the blank lines go, and the facts give way
    /// first, down to `minimumCardFactLines` (fewer only to show a runner); then the field shows
    /// the runners that fit and a line such as `+3 more`.
    func raceCardLines(_ details: OpenRaceDetails, size: ScreenSize, rows: Int) -> [StyledLine] {
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
        var top = [style(fit(star + header.title, size), .header), StyledLine(text: "")]
        if let notice {
            top += [style(fit(notice, size), .header), StyledLine(text: "")]
        }
        let facts = header.laidOutLines(width: size.columns).map { line in
            style(fit(line.text, size), line.style)
        }
        let gap = [StyledLine(text: "")]
        guard top.count + facts.count + gap.count + bottom.count > rows else {
            return top + facts + gap + bottom
        }
        let tightTop = top.filter { !$0.text.isEmpty }
        let room = rows - tightTop.count
        let bottomLeast = min(bottom.count, isField ? Self.minimumFieldLines : 1)
        var factRoom = max(min(facts.count, Self.minimumCardFactLines), min(facts.count, room - bottom.count))
        factRoom = max(0, min(factRoom, room - bottomLeast))
        // Cut facts end in `…` where there is room for it beyond the status, name and start.
        let shownFacts =
            factRoom > Self.minimumCardFactLines
            ? Self.cut(facts, to: factRoom) : Array(facts.prefix(factRoom))
        let bottomRoom = room - factRoom
        let shownBottom = isField ? fieldLines(bottom, room: bottomRoom) : Self.cut(bottom, to: bottomRoom)
        return Self.cut(tightTop + shownFacts + shownBottom, to: rows)
    }

    /// The field's heading and as many runners as fit in `room` lines, the last line saying how
    /// many more there are when some are cut.
    private func fieldLines(_ field: [StyledLine], room: Int) -> [StyledLine] {
        guard let heading = field.first, field.count > room else { return field }
        let runners = field.dropFirst()
        let window = RowWindow(count: runners.count, shown: room - 2, selected: nil)
        let more = window.moreText.map { [style($0, .dim)] } ?? []
        return [heading] + runners.prefix(window.range.count) + more
    }

    /// `lines` in at most `room` lines, the last one `…` when some are cut.
    private static func cut(_ lines: [StyledLine], to room: Int) -> [StyledLine] {
        guard lines.count > room else { return lines }
        return lines.prefix(max(0, room - 1)) + (room > 0 ? [StyledLine(text: "…")] : [])
    }
}
