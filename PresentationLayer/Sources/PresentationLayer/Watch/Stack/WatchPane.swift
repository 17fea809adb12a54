/// What a screen over the watch board shows, in words: the racing day, a race's card, or the help.
public enum WatchPane: Equatable, Sendable {
    /// The racing day over the board (`m`): its meetings, or one meeting's races.
    case racingDay(RacingDayPanel)
    /// A race's details and card (Enter), over the board or the racing day.
    case raceCard(OpenRaceDetails)
    /// The help (`?`), over the board or the racing day.
    case help(HelpPane)
}
