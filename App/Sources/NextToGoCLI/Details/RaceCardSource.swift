import DomainLayer

/// Where race cards come from, for `race <id>` and the watch screen: the live API, or in the
/// demo its recorded cards.
struct RaceCardSource: Sendable {
    /// The cards.
    let repository: any RaceCardRepository
    /// True when the cards are the demo's recorded ones, which say so.
    let isDemo: Bool
}
