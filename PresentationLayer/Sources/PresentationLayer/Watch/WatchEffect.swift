import DomainLayer

/// Work the watch screen's view-model asks the App to do, in order, after an event.
public enum WatchEffect: Sendable, Equatable {
    /// Steer the interactor: a new filter, new stars, or a fetch now.
    case send(NextRacesControl.Command)
    /// Star the meeting with this name in the config file, or unstar it, and report back with
    /// `WatchEvent.starSaved` or `WatchEvent.starFailed`.
    case toggleStar(meetingName: String)
    /// Forget what the terminal shows and draw the whole screen again.
    case redrawAll
    /// Start fetching the card of the race `raceID`, now and every 30 seconds, each as a
    /// `WatchEvent.raceCard`, until `closeRaceCard`; it replaces any card open before.
    case openRaceCard(raceID: String)
    /// Fetch the open race card again now.
    case refreshRaceCard
    /// Stop fetching the open race card.
    case closeRaceCard
    /// Follow the racing day: fetch it now and every 5 minutes while the meetings are open.
    case openMeetings
    /// Fetch the open racing day again, as soon as `ManualRefresh.minimumGap` allows.
    case refreshMeetings
    /// Stop following the racing day.
    case closeMeetings
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
