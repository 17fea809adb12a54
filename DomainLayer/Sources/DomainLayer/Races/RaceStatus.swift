/// Where a race stands, from open betting to official results.
public enum RaceStatus: String, Sendable, Hashable, CaseIterable {
    /// Betting is open; the race is yet to jump.
    case open
    /// The race is running.
    case live
    /// Betting has closed; no results yet.
    case closed
    /// Results are in but not yet official.
    case interim
    /// Results are official.
    case final
    /// The race will not be run.
    case abandoned
    /// The feed gave a status the program does not know, or none.
    case unknown
}
