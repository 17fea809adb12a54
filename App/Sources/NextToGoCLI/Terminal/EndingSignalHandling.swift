/// A command that handles some of the signals that end the program itself (watch mode restores
/// the terminal and exits with its own status; `serve` stops gracefully), so they stay held for
/// it from the program's first instant rather than ending it.
protocol EndingSignalHandling {
    /// The signals it handles, from SIGINT, SIGTERM and SIGHUP; the rest get their actions back.
    var handledEndingSignals: Set<Int32> { get }
}
