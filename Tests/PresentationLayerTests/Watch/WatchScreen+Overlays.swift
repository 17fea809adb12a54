@testable import PresentationLayer

/// What the tests read of the screens over the board.
extension WatchScreen {
    /// The open race's details and card, wherever it is on the stack; nil while none is open.
    var details: OpenRaceDetails? {
        overlays.lazy.compactMap { pane -> OpenRaceDetails? in
            if case .raceCard(let details) = pane { details } else { nil }
        }
        .last
    }

    /// The racing day, wherever it is on the stack; nil while it is closed.
    var racingDay: RacingDayPanel? {
        overlays.lazy.compactMap { pane -> RacingDayPanel? in
            if case .racingDay(let panel) = pane { panel } else { nil }
        }
        .last
    }

    /// True while the help is on top.
    var isShowingHelp: Bool {
        if case .help? = overlays.last { true } else { false }
    }

    /// The line of the help shown first; 0 while it is closed.
    var helpOffset: Int {
        if case .help(let help)? = overlays.last { help.offset } else { 0 }
    }
}
