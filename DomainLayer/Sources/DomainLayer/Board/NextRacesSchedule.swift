/// When the next-races interactor polls, re-sorts, tops up and retries.
public struct NextRacesSchedule: Sendable, Equatable {
    /// How often the feed is polled while all is well.
    public var pollInterval: Duration
    /// How often the board is re-sorted and stale races dropped, besides each drop deadline.
    public var resortInterval: Duration
    /// The `count` values asked of the feed, smallest first; a short board climbs this ladder.
    public var requestCounts: [Int]
    /// How long a fetch counts as fresh: a short board is topped up at once only after this.
    public var freshness: Duration
    /// The waits between retries after failures.
    public var backoff: Backoff

    /// Creates a schedule.
    public init(
        pollInterval: Duration = .seconds(300), resortInterval: Duration = .seconds(50),
        requestCounts: [Int] = [10, 50, 100, 200], freshness: Duration = .seconds(60),
        backoff: Backoff = Backoff(initial: .seconds(5), maximum: .seconds(300))
    ) {
        self.pollInterval = pollInterval
        self.resortInterval = resortInterval
        self.requestCounts = requestCounts
        self.freshness = freshness
        self.backoff = backoff
    }

    /// The ladder of counts for a board of `limit` rows: every count of at least `limit`, or
    /// just `limit` when it is beyond them all.
    func requestCounts(forLimit limit: Int) -> [Int] {
        let counts = requestCounts.filter { $0 >= limit }.sorted()
        return counts.isEmpty ? [limit] : counts
    }
}
