/// How long to wait before retrying after consecutive failures: doubling from `initial` up to
/// `maximum`, or as long as the server asks, up to `longestServerWait`.
public struct Backoff: Sendable, Equatable {
    /// The wait after the first failure.
    public var initial: Duration
    /// The longest wait of the backoff's own.
    public var maximum: Duration
    /// The longest wait a server's `Retry-After` can make: a longer ask is held to this, so a
    /// server's mistake cannot stop the board from ever retrying on its own.
    public var longestServerWait: Duration

    /// Creates a backoff policy.
    public init(initial: Duration, maximum: Duration, longestServerWait: Duration = .seconds(3600)) {
        self.initial = initial
        self.maximum = maximum
        self.longestServerWait = longestServerWait
    }

    /// The same wait after every failure, or as long as the server asks, up to an hour.
    public static func steady(_ wait: Duration) -> Backoff {
        Backoff(initial: wait, maximum: wait)
    }

    /// The wait after `failures` consecutive failures (1 for the first), at least `retryAfter`
    /// when the server asked for that, but no more than `longestServerWait` for it.
    public func delay(afterFailures failures: Int, retryAfter: Duration? = nil) -> Duration {
        var delay = initial
        for _ in 1..<max(1, failures) where delay < maximum {
            delay *= 2
        }
        let serverWait = min(max(retryAfter ?? .zero, .zero), longestServerWait)
        return max(min(delay, maximum), serverWait)
    }
}
