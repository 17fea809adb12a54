import DomainLayer

/// Work the watch screen's view-model asks the App to do, in order, after an event: each
/// follower's own commands (the board's interactor, the race card's, the racing day's) as they
/// are, so the shell hands each to its follower in one line, and what only a terminal does.
public enum WatchEffect: Sendable, Equatable {
    /// Steer the board's interactor: a new filter, new stars, or a fetch now.
    case board(NextRacesControl.Command)
    /// Steer the follower of the race card open over the board: open a race's card (fetched
    /// now and every 30 seconds, each as a `WatchEvent.raceCard`), fetch it again, or close it.
    case raceCard(RaceCardFollower.Request)
    /// Steer the follower of the racing day (`m`): open it (fetched now and every 5 minutes, each
    /// as a `WatchEvent.racingDay`), fetch it again, or close it.
    case racingDay(RacingDayFollower.Request)
    /// Star the meeting with this name in the config file, or unstar it, and report back with
    /// `WatchEvent.starSaved` or `WatchEvent.starFailed`.
    case toggleStar(meetingName: String)
    /// Forget what the terminal shows and draw the whole screen again.
    case redrawAll
    /// Ring the terminal's bell.
    case ringBell
    /// Show this desktop notification.
    case notify(JumpAlertText.Notification)
    /// End watch mode.
    case quit(WatchEnding)
}

/// How the person ended watch mode.
public enum WatchEnding: Sendable, Equatable {
    /// `q`: a normal end.
    case quit
    /// Ctrl-C: as if interrupted.
    case interrupted
}
