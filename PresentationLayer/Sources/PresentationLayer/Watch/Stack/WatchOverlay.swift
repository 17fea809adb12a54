/// A screen of watch mode over the board, on the stack the watch view-model keeps: the day's
/// meetings (`m`), a race's card (Enter), or the help (`?`). The screen on top takes the keys,
/// and says when it closes: Escape from the day's meetings, any key but `r` and the scroll keys on a card, `?` or
/// Escape on the help.
enum WatchOverlay: Sendable {
    /// The racing day: its meetings, or one meeting's races.
    case meetings(MeetingsScreenState)
    /// A race's details and card.
    case raceCard(RaceCardScreenState)
    /// The help: every key, and what the colours mean.
    case help(HelpScreenState)
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
