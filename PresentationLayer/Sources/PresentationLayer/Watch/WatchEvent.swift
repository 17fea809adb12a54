import DomainLayer

/// Something that happened to the watch screen, which its view-model acts on.
public enum WatchEvent: Sendable, Equatable {
    /// A new board from the interactor.
    case snapshot(NextRacesSnapshot)
    /// The open race card, after a fetch.
    case raceCard(RaceCardSnapshot)
    /// The racing day fetched while the meetings are open.
    case racingDay(RacingDaySnapshot)
    /// The races the blackbook's names run in, after a card was read.
    case followedRaces(FollowedRaces)
    /// A key the person pressed.
    case key(WatchKey)
    /// A second went by, so the countdowns move.
    case tick
    /// The terminal now has this size (also after the program was stopped and continued).
    case resize(ScreenSize)
    /// A star asked for with `s` was saved: `message` says what changed, and `stars` are all the
    /// starred meetings now.
    case starSaved(message: String, stars: StarredMeetings)
    /// A star asked for with `s` could not be saved, for the reason `message` gives.
    case starFailed(message: String)
    /// Delivery to an alert channel sent an alert, began failing (said once until it recovers),
    /// recovered, or dropped one.
    case alertDelivery(AlertDeliveryEvent)
}
