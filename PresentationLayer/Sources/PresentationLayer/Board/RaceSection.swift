/// The rows of one category on a board grouped by category, under a header that counts them.
public struct RaceSection: Sendable, Equatable {
    /// The category's name, such as "Horse".
    public var title: String
    /// The section's rows, in board order.
    public var rows: [RaceRowViewModel]
    /// Set when the feed could not fill the section, such as "only 3 of 5 listed".
    public var shortfallNote: String?

    /// Creates a section from its parts.
    public init(title: String, rows: [RaceRowViewModel], shortfallNote: String? = nil) {
        self.title = title
        self.rows = rows
        self.shortfallNote = shortfallNote
    }

    /// The title and how many rows the section shows, with `separator` between them, such as
    /// `Horse · 5`; `(collapsed)` when `isCollapsed`, in words so it reads unlike an empty
    /// section without colour; then the shortfall note in brackets, if any:
    /// `Harness · 3  (only 3 of 5 listed)`.
    public func header(separator: String = "·", isCollapsed: Bool = false) -> String {
        let header = "\(title) \(separator) \(rows.count)" + (isCollapsed ? " (collapsed)" : "")
        return shortfallNote.map { "\(header)  (\($0))" } ?? header
    }
}
