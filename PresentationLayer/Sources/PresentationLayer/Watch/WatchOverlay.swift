import DomainLayer

/// A screen of watch mode over the board, on the stack the watch view-model keeps: the day's
/// meetings (`m`), a race's card (Enter), or the help (`?`). The screen on top takes the keys,
/// and Escape closes it.
enum WatchOverlay: Sendable {
    /// The racing day: its meetings, or one meeting's races.
    case meetings(MeetingsScreenState)
    /// A race's details and card.
    case raceCard(RaceCardScreenState)
    /// The help: every key, and what the colours mean.
    case help(HelpScreenState)
}

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

extension WatchOverlay {
    /// The racing day, when this is it.
    var meetings: MeetingsScreenState? {
        if case .meetings(let state) = self { state } else { nil }
    }

    /// The race card, when this is it.
    var raceCard: RaceCardScreenState? {
        if case .raceCard(let state) = self { state } else { nil }
    }

    /// The help, when this is it.
    var help: HelpScreenState? {
        if case .help(let state) = self { state } else { nil }
    }
}
