import DomainLayer
import Foundation
import SharedUtils

/// Lays the day's meetings out as `nexttogo meetings` shows them: a header and one aligned row
/// per meeting, fitted to a width by dropping the weather, then the track, then the location,
/// then by showing each category as its letter (as the board does), before meeting names are cut
/// with `…`.
public enum MeetingsTableLayout {
    /// What the table shows of each meeting, as much as the width allows.
    public struct Columns: Sendable, Equatable {
        /// Whether the meeting's state or country follows its name, such as `Shepparton VIC`.
        public var showsLocation: Bool
        /// Whether the track's state has a column.
        public var showsTrack: Bool
        /// Whether the weather has a column.
        public var showsWeather: Bool
        /// Whether a category is spelt out (`Greyhound`) rather than shown as its letter (`G`).
        public var spellsCategories: Bool

        /// Creates a choice of columns.
        public init(showsLocation: Bool, showsTrack: Bool, showsWeather: Bool, spellsCategories: Bool = true)
        {
            self.showsLocation = showsLocation
            self.showsTrack = showsTrack
            self.showsWeather = showsWeather
            self.spellsCategories = spellsCategories
        }

        /// Everything.
        public static let full = Columns(showsLocation: true, showsTrack: true, showsWeather: true)
        /// What a table tries, most first: the weather goes first, then the track, then the
        /// location, then the categories' names give way to their letters.
        static let choices = [
            full, Columns(showsLocation: true, showsTrack: true, showsWeather: false),
            Columns(showsLocation: true, showsTrack: false, showsWeather: false),
            Columns(showsLocation: false, showsTrack: false, showsWeather: false),
            Columns(showsLocation: false, showsTrack: false, showsWeather: false, spellsCategories: false),
        ]
    }

    /// The narrowest a meeting's name is cut to before whole lines are cut instead.
    static let narrowestMeeting = 6
    /// The widest the meeting column grows in a table fitted to a width.
    static let widestMeeting = 40

    /// What stands in the track or weather column when the API does not say.
    private static let unknown = "–"

    /// The day's meetings at `now` as lines: the header and one row per meeting, in the order a
    /// person reads them; a day with no meetings is a sentence saying so, with the options to try
    /// when `suggestsOptions` (a command's output, not the watch screen, where they cannot be
    /// given).
    /// - Parameters:
    ///   - day: The racing day, after any `--filter` and `--country`.
    ///   - now: The moment the countdowns count from.
    ///   - clock: The time zone of a next race a day or more away, shown by its date and time.
    ///   - width: The columns to fit; nil for no limit.
    ///   - suggestsOptions: Whether an empty day's sentence suggests `--date` and the filters.
    public static func lines(
        for day: RacingDay, now: Date, clock: ClockTimeFormatter, width: Int?, suggestsOptions: Bool = true
    ) -> [RacingDayLine] {
        let rows = MeetingRowViewModel.rows(for: day, now: now, clock: clock)
        guard !rows.isEmpty else {
            let sentence = noMeetingsSentence(for: day, suggestsOptions: suggestsOptions)
            let texts =
                width.map { TextWrapping.linesBreakingLongWords(sentence, width: max(1, $0)) } ?? [sentence]
            return texts.map { RacingDayLine(text: $0, style: .note) }
        }
        return lines(for: rows, width: width)
    }

    /// The header and one line per row, showing as much as fits `width` (`columns(for:width:)`)
    /// unless `columns` says what to show; without a width, nothing is cut.
    public static func lines(for rows: [MeetingRowViewModel], width: Int?, columns: Columns? = nil)
        -> [RacingDayLine]
    {
        let chosen = columns ?? self.columns(for: rows, width: width)
        return lines(of: table(for: rows, columns: chosen), rows: rows, width: width)
    }

    /// `table`'s lines fitted to `width`: its header, then one line per row of `rows`.
    static func lines(of table: FittedTable, rows: [MeetingRowViewModel], width: Int?) -> [RacingDayLine] {
        let texts = table.lines(width: width)
        let header = RacingDayLine(text: texts[0], style: .header)
        return [header]
            + zip(rows, texts.dropFirst()).map { RacingDayLine(text: $1, style: $0.style, id: $0.id) }
    }

    /// The most the table can show of `rows` in `width` columns without cutting a meeting's name:
    /// the weather goes first, then the track, then the location, then the categories' names;
    /// without a width, everything.
    public static func columns(for rows: [MeetingRowViewModel], width: Int?) -> Columns {
        guard let width else { return .full }
        return Columns.choices.first { table(for: rows, columns: $0).fits(width) } ?? Columns.choices.last!
    }

    /// The sentence for a day with no meetings (after any `--filter` and `--country`), with
    /// what to try next when `suggestsOptions`.
    static func noMeetingsSentence(for day: RacingDay, suggestsOptions: Bool) -> String {
        let clause = MeetingMessages.noMeetings(for: day, suggestsOptions: suggestsOptions)
        return clause.capitalizedFirst + "."
    }

    /// The table of `rows` showing `columns`, each column at least as wide as `hints` says the
    /// whole day needs, when given.
    static func table(for rows: [MeetingRowViewModel], columns: Columns, hints: WidthHints? = nil)
        -> FittedTable
    {
        let header =
            [columns.spellsCategories ? "Category" : " ", "Meeting", "Races", "Next"]
            + (columns.showsTrack ? ["Track"] : [])
            + (columns.showsWeather ? ["Weather"] : [])
        let body = rows.map { row in
            let location = columns.showsLocation ? row.locationText.map { " " + $0 } ?? "" : ""
            let category = columns.spellsCategories ? row.categoryName : row.categorySymbol
            return [category, row.meetingName + location, row.racesText, row.progressText]
                + (columns.showsTrack ? [row.trackText ?? unknown] : [])
                + (columns.showsWeather ? [row.weatherText ?? unknown] : [])
        }
        return FittedTable(
            cells: [header] + body, trailingColumns: [2], shrinkingColumn: 1, narrowest: narrowestMeeting,
            widest: widestMeeting, minimumWidths: hints?.minimumWidths(for: columns) ?? [])
    }
}
