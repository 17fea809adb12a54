import DomainLayer
import Foundation

/// The racing day as the watch screen shows it over the board (`m`): the day's meetings or one
/// meeting's races, as lines that carry their rows' ids, the row selected, and the status line.
///
/// A long list is laid out only around the selected row: `lines` hold the rows from position
/// `rowOffset` of the `rowCount` the level has, enough for any screen to show the selected one.
public struct RacingDayPanel: Equatable, Sendable {
    /// The lines of the level open: the meetings' table, or a meeting's title, conditions and
    /// races; of the rows, those around the selected one.
    public var lines: [RacingDayLine]
    /// The id of the selected meeting or race; nil before the first fetch.
    public var selectedID: String?
    /// True when a meeting's races show, false for the day's meetings.
    public var showsMeeting: Bool
    /// When the day was fetched, or why the last fetch failed and when the next is.
    public var statusText: String
    /// True when the last fetch failed and the lines are from an earlier one.
    public var isStale: Bool
    /// The position, among all the level's rows, of the first row `lines` hold.
    public var rowOffset: Int
    /// How many rows the level has in all; those `lines` hold when it is 0.
    public var rowCount: Int

    /// Creates a panel from its parts; with no `rowCount`, `lines` hold every row.
    public init(
        lines: [RacingDayLine], selectedID: String?, showsMeeting: Bool, statusText: String, isStale: Bool,
        rowOffset: Int = 0, rowCount: Int = 0
    ) {
        self.lines = lines
        self.selectedID = selectedID
        self.showsMeeting = showsMeeting
        self.statusText = statusText
        self.isStale = isStale
        self.rowOffset = rowOffset
        self.rowCount = rowCount
    }
}
