import Foundation

/// A watched runner whose fixed win price moved past the threshold: the card it is on, the
/// runner, the move within the window, when the price it moved from was seen, how the card shows
/// its move, and why it is watched.
public struct PriceMoveSighting: Sendable, Hashable {
    /// The card, with its race.
    public let card: RaceCard
    /// The runner.
    public let runner: Runner
    /// The move within the window: from the price it moved from to the current one.
    public let move: PriceMove
    /// When the price it moved from was seen.
    public let since: Date
    /// When the price it moved to was seen.
    public let seenAt: Date
    /// Its move as the card shows it (`RaceCard.move(of:watched:)`), since the open or while
    /// watched; nil when the card shows none.
    public let shown: PriceMove?
    /// Why it is watched.
    public let reason: PriceWatchReason
}
