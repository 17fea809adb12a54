/// One line of a racing-day screen (the day's meetings, or one meeting's races): its text and
/// what it means, which the terminal maps to a style; never an escape code.
public struct RacingDayLine: Sendable, Equatable {
    /// What a line means, for the terminal's one style map.
    public enum Style: Sendable, Equatable {
        /// A screen's title, such as the meeting's name and category.
        case title
        /// A table's column header.
        case header
        /// Facts and sentences: the meeting's conditions, its bets, a day with no meetings.
        case note
        /// A meeting whose next race, or a race that, is still to jump, by how soon.
        case toRun(RaceUrgency)
        /// A meeting with no race left to run, or a race that has been run (or is running).
        case run
        /// A meeting whose every race, or a race that, was abandoned.
        case abandoned
    }

    /// The text, at most the width it was fitted to, without trailing spaces.
    public var text: String
    /// What the line means.
    public var style: Style
    /// The id of the meeting or race the line is the row of, so a screen that selects rows (watch
    /// mode's Enter) knows what it opens; nil for titles, headers and notes.
    public var id: String?

    /// Creates a line from its parts.
    public init(text: String, style: Style, id: String? = nil) {
        self.text = text
        self.style = style
        self.id = id
    }
}
