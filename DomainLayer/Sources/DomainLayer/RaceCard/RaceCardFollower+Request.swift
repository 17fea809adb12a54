extension RaceCardFollower {
    /// What a screen asks of the card it shows, as a value it can hand to whoever holds the
    /// follower: the watch screen returns these, and its shell sends them on.
    public enum Request: Sendable, Equatable {
        /// Follow the card of the race with this id, in place of any card open before.
        case open(raceID: String)
        /// Fetch the open card again now.
        case refresh
        /// Stop fetching the open card.
        case close
    }

    /// Carries out `request`: `open(raceID:)`, `refresh()` or `close()`.
    public func send(_ request: Request) {
        switch request {
        case .open(let raceID): open(raceID: raceID)
        case .refresh: refresh()
        case .close: close()
        }
    }
}
