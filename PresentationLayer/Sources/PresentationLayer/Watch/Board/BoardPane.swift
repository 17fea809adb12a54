/// What the board at the bottom of watch mode shows: the board, or why there is none, and how
/// the person has arranged it.
struct BoardPane: Sendable {
    /// The board, or why there is none.
    var state: ScreenState
    /// The selected row and the collapsed sections.
    var arrangement: WatchArrangement
    /// True while a refresh the person asked for is under way.
    var isRefreshing: Bool
    /// The sections of a board grouped by category; 0 for one list.
    var sections: Int
}
