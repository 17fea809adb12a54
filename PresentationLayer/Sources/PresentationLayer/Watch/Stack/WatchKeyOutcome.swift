import DomainLayer

/// What a key did on the screen on top: the effects it asks for, and whether it opened a screen
/// over it or closed it.
struct WatchKeyOutcome: Sendable {
    /// How the stack of screens changes.
    enum Transition: Sendable {
        /// The screen stays on top.
        case stay
        /// This screen opens over it.
        case push(WatchOverlay)
        /// The screen closes, showing the one under it.
        case pop
    }

    /// How the stack changes.
    var transition = Transition.stay
    /// The effects to run, in order.
    var effects: [WatchEffect] = []

    /// The card of `race` opened over the screen on top, and asked for.
    static func opening(_ race: Race) -> WatchKeyOutcome {
        WatchKeyOutcome(
            transition: .push(.raceCard(RaceCardScreenState(race: race))),
            effects: [.openRaceCard(raceID: race.id)])
    }
}
