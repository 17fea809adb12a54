import DomainLayer

/// What a key press in watch mode asks for.
enum WatchAction: Equatable {
    /// Show this filter from now on.
    case setFilter(CategoryFilter)
    /// Fetch now: the board, over the meetings the racing day, over a card the card only.
    case refresh
    /// Move the selection this many rows down (up when negative).
    case moveSelection(by: Int)
    /// Star the selected race's meeting, or unstar it.
    case toggleStar
    /// Collapse the selected race's section to its header, or expand the selected collapsed one.
    case toggleCollapse
    /// Show the selected race's details and card over the board.
    case showDetails
    /// Close the details and card and show the board again.
    case closeDetails
    /// Show the day's meetings over the board.
    case showMeetings
    /// Open the selected meeting's races, or the selected race's card, over the meetings.
    case openRacingDayRow
    /// Go back one level from a meeting's races, or close the meetings.
    case racingDayBack
    /// Show the help (the keys of the screen on top, and what the colours mean) in its place.
    case showHelp
    /// Close the help.
    case closeHelp
    /// Scroll the help or the card this many lines down (up when negative).
    case scrollLines(Int)
    /// Scroll the help or the card this many pages down (up when negative).
    case scrollPages(Int)
    /// Leave watch mode normally.
    case quit
    /// Leave watch mode as if interrupted (Ctrl-C).
    case interrupt

    /// True for the actions that scroll the help or the card.
    var isScroll: Bool {
        switch self {
        case .scrollLines, .scrollPages: true
        default: false
        }
    }
}
