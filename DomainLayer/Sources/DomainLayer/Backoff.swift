/// How long to wait before retrying after consecutive failures: doubling from `initial` up to
/// `maximum`.
public struct Backoff: Sendable, Equatable {
    /// The wait after the first failure.
    public var initial: Duration
    /// The longest wait.
    public var maximum: Duration

    /// Creates a backoff policy.
    public init(initial: Duration, maximum: Duration) {
        self.initial = initial
        self.maximum = maximum
    }

    /// The wait after `failures` consecutive failures (1 for the first), at least `retryAfter`
    /// when the server asked for that.
    public func delay(afterFailures failures: Int, retryAfter: Duration? = nil) -> Duration {
        var delay = initial
        for _ in 1..<max(1, failures) where delay < maximum {
            delay *= 2
        }
        return max(min(delay, maximum), retryAfter ?? .zero)
    }
}
