import DomainLayer

/// Where race cards come from, for `race <id>` and the watch screen: the live API, or in the
/// demo its recorded cards.
struct RaceCardSource: Sendable {
    /// The cards.
    let repository: any RaceCardRepository
    /// In the demo, the races that have recorded cards, offered for a race without one; nil
    /// outside the demo.
    let racesWithCards: [Race]?
}
