import DomainLayer

/// How `nexttogo serve` follows the racing day and race cards, which the composition root makes
/// from the domain's pollers over the chosen API (or the demo's recordings).
public struct RacingFeeds: Sendable {
    /// Follows today's racing day, handing on each snapshot, until the task is cancelled.
    public var followDay: @Sendable (@escaping @Sendable (RacingDaySnapshot) -> Void) async -> Void
    /// Follows the card of the race with an id, handing on each snapshot, until the task is
    /// cancelled.
    public var followCard: @Sendable (String, @escaping @Sendable (RaceCardSnapshot) -> Void) async -> Void

    /// Feeds from their two followers.
    public init(
        followDay: @escaping @Sendable (@escaping @Sendable (RacingDaySnapshot) -> Void) async -> Void,
        followCard: @escaping @Sendable (String, @escaping @Sendable (RaceCardSnapshot) -> Void) async -> Void
    ) {
        self.followDay = followDay
        self.followCard = followCard
    }
}
