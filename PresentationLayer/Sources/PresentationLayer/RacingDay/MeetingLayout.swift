import SharedUtils

/// Lays one meeting out as `nexttogo meeting <name>` shows it: its title and conditions, a
/// header and one aligned row per race, then its compound bets; fitted to a width by cutting
/// race names first (down to `narrowestRaceName`), then whatever is still too wide.
public enum MeetingLayout {
    /// The narrowest a race's name is cut to before whole lines are cut instead.
    static let narrowestRaceName = 8
    /// The widest the race name column grows in a view fitted to a width.
    static let widestRaceName = 48

    /// The meeting's lines: the title, the conditions, a blank line, the races' header and rows,
    /// and, when the meeting has any, a blank line and its bets (wrapped to `width`).
    /// - Parameters:
    ///   - meeting: The meeting's view-model.
    ///   - width: The columns to fit; nil for no limit.
    public static func lines(for meeting: MeetingViewModel, width: Int?) -> [RacingDayLine] {
        lines(for: meeting, width: width, hints: nil)
    }

    /// The meeting's lines as `lines(for:width:)` lays them out, with the columns as wide as
    /// `hints` say the whole meeting's races need, when `meeting` shows a window of them.
    static func lines(for meeting: MeetingViewModel, width: Int?, hints: WidthHints?) -> [RacingDayLine] {
        func fitted(_ text: String) -> String {
            width.map { DisplayWidth.truncated(text, to: max(0, $0)) } ?? text
        }
        var lines = [
            RacingDayLine(text: fitted(meeting.title), style: .title),
            RacingDayLine(text: fitted(meeting.conditions), style: .note),
            RacingDayLine(text: "", style: .note),
        ]
        let texts = table(for: meeting.races, hints: hints).lines(width: width)
        lines.append(RacingDayLine(text: texts[0], style: .header))
        lines += zip(meeting.races, texts.dropFirst()).map {
            RacingDayLine(text: $1, style: $0.style, id: $0.id)
        }
        guard !meeting.compounds.isEmpty else { return lines }
        let bets = "Bets: " + meeting.compounds.joined(separator: " · ")
        let betLines = width.map { TextWrapping.lines(bets, width: max(1, $0)).map(fitted) } ?? [bets]
        return lines + [RacingDayLine(text: "", style: .note)]
            + betLines.map { RacingDayLine(text: $0, style: .note) }
    }

    /// The races' table; the placings' column only when some race has placings (of the whole
    /// meeting, when `hints` are given).
    private static func table(for races: [MeetingRaceRowViewModel], hints: WidthHints?) -> FittedTable {
        let showsPlacings = hints?.showsPlacings ?? races.contains { !$0.placingsText.isEmpty }
        let header = ["Race", "Name", "Starts", "Status"] + (showsPlacings ? ["Placings"] : [])
        let body = races.map { race in
            [race.numberText, race.name, race.startTimeText, race.statusText]
                + (showsPlacings ? [race.placingsText] : [])
        }
        return FittedTable(
            cells: [header] + body, trailingColumns: [0], shrinkingColumn: 1, narrowest: narrowestRaceName,
            widest: widestRaceName, minimumWidths: hints?.minimumWidths ?? [])
    }
}
