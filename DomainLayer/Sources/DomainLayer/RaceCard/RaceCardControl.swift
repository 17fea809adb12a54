/// Asks an open race card to fetch again now, as `r` does on the watch screen.
public final class RaceCardControl: Sendable {
    /// The refreshes asked for, which wake the card's `Poller`.
    let refreshes = CommandMailbox<Void>()

    /// Creates a control with nothing pending.
    public init() {}

    /// Asks for a fetch now, and wakes the card's schedule.
    public func refresh() {
        refreshes.send(())
    }
}
