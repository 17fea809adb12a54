/// Steers a running board from outside: change its filter or its starred meetings, or refresh it
/// now.
///
/// A watch screen holds one of these and sends it what the person presses; the board's snapshot
/// sequence wakes at once for each command.
public final class NextRacesControl: Sendable {
    /// One thing to do to the board.
    public enum Command: Sendable, Equatable {
        /// Show `CategoryFilter` from now on, from the races in hand, fetching only if short.
        case setFilter(CategoryFilter)
        /// Star these meetings from now on, keeping where their races go; from the races in hand,
        /// fetching only if short.
        case setStarredMeetings(StarredMeetings)
        /// Fetch now.
        case refresh
    }

    private let commands = CommandMailbox<Command>()

    /// Creates a control with nothing pending.
    public init() {}

    /// Queues `command` and wakes the board.
    public func send(_ command: Command) {
        commands.send(command)
    }

    /// Takes every command sent so far.
    func takePending() -> [Command] {
        commands.takePending()
    }

    /// Waits until `deadline` on `clock` or a command, whichever comes first; false when the
    /// task was cancelled instead.
    func sleep<C: Clock<Duration>>(until deadline: C.Instant, on clock: C) async -> Bool {
        await commands.sleep(until: deadline, on: clock)
    }
}
