import DomainLayer
import SharedUtils

extension WatchScreenLayout {
    /// The columns before each line of the racing day: the selected row's marker where colour
    /// is off, so the lines are laid out this much narrower than the screen.
    static let racingDayGutter = 2
    /// The fewest lines the racing day shows: a title or header, and a row.
    static let minimumRacingDayLines = 2

    /// The racing day in place of the board, in as many lines as fit, at least
    /// `minimumRacingDayLines`.
    func racingDayBody(_ panel: RacingDayPanel, size: ScreenSize) -> Body {
        Body(minimumLines: Self.minimumRacingDayLines) { racingDayLines(panel, size: size, rows: $0) }
    }

    /// The racing day in at most `rows` lines: the lines above the rows (the title, the
    /// conditions, the table's header), then as many rows as fit around the selected one, with a
    /// line such as `+12 more` when some are cut, then the lines below the rows (a meeting's
    /// bets) where there is room.
    func racingDayLines(_ panel: RacingDayPanel, size: ScreenSize, rows: Int) -> [StyledLine] {
        let lines = panel.lines
        guard let first = lines.firstIndex(where: { $0.id != nil }),
            let last = lines.lastIndex(where: { $0.id != nil })
        else {
            return lines.prefix(rows).map { gutterLine($0, isSelected: false, size: size) }
        }
        var above = Array(lines[..<first])
        let below = Array(lines[(last + 1)...])
        let rowLines = Array(lines[first...last])
        // The lines hold a window of the rows: positions count from the first of all of them.
        let count = max(panel.rowCount, panel.rowOffset + rowLines.count)
        // The table's header stays; the title and conditions above it give way first.
        while above.count > 1, above.count + RowWindow.lines(shown: 1, of: count) > rows {
            above.removeFirst()
        }
        let roomForRows = max(1, rows - above.count)
        let shown = count <= roomForRows ? count : max(1, roomForRows - 1)
        let selected = rowLines.firstIndex { $0.id == panel.selectedID }.map { $0 + panel.rowOffset }
        let window = RowWindow(count: count, shown: shown, selected: selected)
        let shownHere = window.range.clamped(to: panel.rowOffset..<(panel.rowOffset + rowLines.count))
        var result = above.map { gutterLine($0, isSelected: false, size: size) }
        result += rowLines[
            (shownHere.lowerBound - panel.rowOffset)..<(shownHere.upperBound - panel.rowOffset)
        ].map {
            gutterLine($0, isSelected: $0.id == panel.selectedID, size: size)
        }
        if let more = window.moreText {
            result.append(style(fit(String(repeating: " ", count: Self.racingDayGutter) + more, size), .dim))
        }
        let room = rows - result.count
        if room >= below.count {
            result += below.map { gutterLine($0, isSelected: false, size: size) }
        }
        return Array(result.prefix(rows))
    }

    /// `line` after the gutter, cut to the screen: the selected row in reverse video, or marked
    /// with `>` where colour is off.
    private func gutterLine(_ line: RacingDayLine, isSelected: Bool, size: ScreenSize) -> StyledLine {
        let marker = isSelected && !usesColor ? Self.selectionMarker : "  "
        let text = line.text.isEmpty ? "" : fit(marker + line.text, size)
        guard usesColor else { return StyledLine(text: text) }
        let style = line.style.textStyle
        return StyledLine(text: text, style: isSelected ? .selected(style) : style)
    }
}
