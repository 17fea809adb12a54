extension RacingDayFollower {
    /// What a screen asks of the racing day it shows, as a value it can hand to whoever holds
    /// the follower: the watch screen returns these, and its shell sends them on.
    public enum Request: Sendable, Equatable {
        /// Follow the day: fetch it now and every 5 minutes while it is open.
        case open
        /// Fetch the open day again, as soon as `ManualRefresh.minimumGap` allows.
        case refresh
        /// Stop following the day.
        case close
    }

    /// Carries out `request`: `open()`, `refresh()` or `close()`.
    public func send(_ request: Request) {
        switch request {
        case .open: open()
        case .refresh: refresh()
        case .close: close()
        }
    }
}
