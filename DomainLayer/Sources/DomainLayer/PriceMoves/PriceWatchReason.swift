/// Why a runner's price is watched: it is followed, its meeting is starred, or its race was
/// chosen with `--watch-race`.
public enum PriceWatchReason: Sendable, Hashable {
    /// The blackbook follows it, by these names.
    case followed([BlackbookHit])
    /// Its meeting is starred, under this name.
    case starredMeeting(String)
    /// Its race was chosen to be watched.
    case chosenRace
}
