/// A screen of watch mode over the board, on the stack the watch view-model keeps: the day's
/// meetings (`m`), a race's card (Enter), or the help (`?`).
enum WatchOverlay: Sendable {
    /// The racing day: its meetings, or one meeting's races.
    case racingDay(RacingDayScreen)
    /// A race's details and card.
    case raceCard(RaceCardScreen)
    /// The help: the keys of the screen under it, and what the colours mean.
    case help(HelpScreen)

    /// What `key` does on this screen; nil for a key that means nothing there.
    mutating func press(_ key: WatchKey, in context: WatchContext) -> ScreenOutcome? {
        switch self {
        case .racingDay(var screen):
            defer { self = .racingDay(screen) }
            return screen.press(key, in: context)
        case .raceCard(var screen):
            defer { self = .raceCard(screen) }
            return screen.press(key, in: context)
        case .help(var screen):
            defer { self = .help(screen) }
            return screen.press(key, in: context)
        }
    }

    /// Hands `event` to this screen.
    mutating func receive(_ event: WatchEvent, in context: WatchContext) {
        switch self {
        case .racingDay(var screen):
            screen.receive(event, in: context)
            self = .racingDay(screen)
        case .raceCard(var screen):
            screen.receive(event, in: context)
            self = .raceCard(screen)
        case .help(var screen):
            screen.receive(event, in: context)
            self = .help(screen)
        }
    }

    /// What this screen shows in `context`.
    mutating func body(in context: WatchContext) -> WatchPane {
        switch self {
        case .racingDay(var screen):
            defer { self = .racingDay(screen) }
            return .racingDay(screen.body(in: context))
        case .raceCard(var screen):
            defer { self = .raceCard(screen) }
            return .raceCard(screen.body(in: context))
        case .help(let screen):
            // The help keeps nothing across frames.
            return .help(screen.body(in: context))
        }
    }

    /// This screen's words for the header; nil for those of the screen under it.
    func title(in context: WatchContext) -> String? {
        switch self {
        case .racingDay(let screen): screen.title(in: context)
        case .raceCard(let screen): screen.title(in: context)
        case .help(let screen): screen.title(in: context)
        }
    }
}
