/// A race's details as the watch screen shows them, with its race card once it is asked for.
public struct OpenRaceDetails: Equatable, Sendable {
    /// The details, in words, as the board lists them.
    public var viewModel: RaceDetailsViewModel
    /// True when the race's meeting is starred, which marks the title.
    public var isStarred: Bool
    /// The race's card: loading, shown, or why there is none. Until it arrives, and when there
    /// is none, the details show in its place.
    public var card: OpenRaceCard
    /// The line of the card shown first under its title, when it is too long for the pane and
    /// scrolled; 0 for its top.
    public var offset: Int

    /// The details `viewModel`, marked as starred when `isStarred`, with `card` as it stands,
    /// scrolled to line `offset`.
    public init(viewModel: RaceDetailsViewModel, isStarred: Bool, card: OpenRaceCard, offset: Int = 0) {
        self.viewModel = viewModel
        self.isStarred = isStarred
        self.card = card
        self.offset = offset
    }
}
