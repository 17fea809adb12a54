/// When one poll fetches next: every `interval` while all is well, after each failure as long as
/// `backoff` says (or the server asks), and sooner for a refresh asked for, but no sooner than
/// `ManualRefresh.minimumGap` after the last fetch asked for (the asks in between make one fetch
/// when the gap is up). The schedule every loop shares: the board's, the open card's and the open
/// racing day's.
struct PollSchedule<C: Clock<Duration>>: Sendable {
    /// The wait from the start of a fetch that succeeded to the next.
    let interval: Duration
    /// The waits after consecutive failures.
    let backoff: Backoff
    /// When the next fetch is due; nil before the first, which is due at once.
    private(set) var nextFetch: C.Instant?
    /// How many fetches in a row have failed.
    private(set) var consecutiveFailures = 0
    /// True when a refresh was asked for and its fetch has not started.
    private(set) var isRefreshAsked = false
    /// When the last fetch asked for started.
    private var askedAt: C.Instant?

    /// A schedule whose first fetch is due at once.
    init(interval: Duration, backoff: Backoff) {
        self.interval = interval
        self.backoff = backoff
    }

    /// Asks for a fetch as soon as the gap after the last fetch asked for allows.
    mutating func askRefresh() {
        isRefreshAsked = true
    }

    /// Whether a fetch is due at `now`: the first, a poll or retry, or a refresh past its gap.
    func isDue(at now: C.Instant) -> Bool {
        guard let nextFetch else { return true }
        return now >= nextFetch || isRefreshAsked && refreshAllowedAt.map { now >= $0 } ?? true
    }

    /// When a fetch is next due, from `now`: the next poll or retry, or sooner the end of an
    /// asked refresh's gap; `now` when one is due already.
    func wake(at now: C.Instant) -> C.Instant {
        guard !isDue(at: now), let nextFetch else { return now }
        guard isRefreshAsked, let refreshAllowedAt else { return nextFetch }
        return min(refreshAllowedAt, nextFetch)
    }

    /// When the next fetch is due while fetches are failing; nil while all is well.
    var retryAt: C.Instant? {
        consecutiveFailures > 0 ? nextFetch : nil
    }

    /// Notes that a fetch starts at `now`, answering any refresh asked for.
    mutating func fetchStarts(at now: C.Instant) {
        if isRefreshAsked { askedAt = now }
        isRefreshAsked = false
    }

    /// Notes that the fetch that started at `startedAt` succeeded at `endedAt`: the next is
    /// `interval` after the start, but at least `ManualRefresh.minimumGap` after the end, so an
    /// API slower than the interval is not asked again the moment it answers.
    mutating func fetchSucceeded(startedAt: C.Instant, endedAt: C.Instant) {
        consecutiveFailures = 0
        nextFetch = max(startedAt.advanced(by: interval), endedAt.advanced(by: ManualRefresh.minimumGap))
    }

    /// Notes that a fetch failed at `now`, the server asking for `serverWait` if it did: the next
    /// is the backoff's wait on.
    mutating func fetchFailed(at now: C.Instant, serverWait: Duration?) {
        consecutiveFailures += 1
        nextFetch = now.advanced(
            by: backoff.delay(afterFailures: consecutiveFailures, retryAfter: serverWait))
    }

    private var refreshAllowedAt: C.Instant? {
        askedAt.map { $0.advanced(by: ManualRefresh.minimumGap) }
    }
}
