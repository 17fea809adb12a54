/// Asks an open race card to fetch again now, as `r` does on the watch screen.
public final class RaceCardControl: Sendable {
    private let refreshes = CommandMailbox<Void>()

    /// Creates a control with nothing pending.
    public init() {}

    /// Asks for a fetch now, and wakes the card's schedule.
    public func refresh() {
        refreshes.send(())
    }

    /// Takes the pending refreshes, if any; true when there was one. Several asked for before
    /// the card's schedule woke make one fetch.
    func takeRefresh() -> Bool {
        !refreshes.takePending().isEmpty
    }

    /// Waits until `deadline` on `clock` or a refresh, whichever comes first; false when the
    /// task was cancelled instead.
    func sleep<C: Clock<Duration>>(until deadline: C.Instant, on clock: C) async -> Bool {
        await refreshes.sleep(until: deadline, on: clock)
    }
}
