/// Where a feed's races, meetings and cards come from: the racing API as it answers now, or a
/// recording built into the program (`--demo`). It travels with what was fetched, so every word
/// that tells the two apart (`demo` in the header, the note under a table, `--demo` in a
/// suggested command) follows from the data shown.
public enum FeedOrigin: Sendable, Hashable {
    /// The racing API, live.
    case live
    /// The recorded racing day built into the program.
    case recorded
}
