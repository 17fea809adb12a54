import DomainLayer

/// What an action did on the screen on top: the effects it asks for, and whether it opened a
/// screen over it or closed it.
struct ScreenOutcome: Sendable {
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
    static func opening(_ race: Race) -> ScreenOutcome {
        ScreenOutcome(
            transition: .push(.raceCard(RaceCardScreen(race: race))),
            effects: [.raceCard(.open(raceID: race.id))])
    }

    /// The help opened over the screen on top, listing `keys`, the section on that screen's keys.
    static func openingHelp(listing keys: WatchHelpViewModel.Section) -> ScreenOutcome {
        ScreenOutcome(transition: .push(.help(HelpScreen(listing: keys))))
    }
}
