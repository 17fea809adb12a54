import DomainLayer

/// Where the watch screen's race cards come from: the live API, or in the demo its recorded
/// cards.
struct RaceCardSource: Sendable {
    /// The cards.
    let repository: any RaceCardRepository
    /// In the demo, the races that have recorded cards, offered for a race without one; empty
    /// outside the demo.
    let racesWithCards: [Race]
}
