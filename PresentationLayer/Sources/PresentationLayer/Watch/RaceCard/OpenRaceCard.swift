/// The race card open over the watch board, in words, as far as it has come.
public struct OpenRaceCard: Equatable, Sendable {
    /// What the card shows under the race's title.
    public enum Content: Equatable, Sendable {
        /// No card has arrived yet: the race's details as the board lists them, and a word that
        /// the card is loading.
        case loading
        /// The card: its details with the status and the favourite, and the field as `race <id>`
        /// lays it out, fitted to the screen's width.
        case card(RaceCardViewModel, field: [RaceCardTableLayout.Line])
        /// There is no card to show: the race's details as the board lists them, then these lines
        /// saying why, wrapped to the screen's width.
        case unavailable([String])
    }

    /// The words under the details while no card has arrived.
    public static let loadingText = "Loading the race card…"

    /// A card whose first fetch has not ended yet.
    public static let loading = OpenRaceCard(content: .loading, statusText: "refreshing…")

    /// What the card shows.
    public var content: Content
    /// The status line while the card is open, such as `prices at 14:03:07`.
    public var statusText: String
    /// True when the status line says the card is stale or missing, so it stands out.
    public var isProblem: Bool

    /// A card showing `content`, with `statusText` on the status line, standing out when
    /// `isProblem`.
    public init(content: Content, statusText: String, isProblem: Bool = false) {
        self.content = content
        self.statusText = statusText
        self.isProblem = isProblem
    }
}
