import Foundation
import SharedUtils

/// Keeps one value up to date while it is followed: fetches it at once, then every `interval`
/// (after a failure every `retryInterval`, or later when the server asks), and sooner when
/// `refreshes` asks, but no sooner than `ManualRefresh.minimumGap` after the last fetch asked for
/// (the first fetch is one; the asks in between make one fetch when the gap is up). Through
/// failures it keeps the last good value, marked stale. One fetch is under way at a time, and
/// nothing is fetched once the consuming task ends: the one loop of the open race card and the
/// open racing day.
struct Poller<Value: Sendable & Equatable, FetchError: PollFailure, C: Clock<Duration>>: AsyncSequence,
    Sendable
{
    /// Fetches the value once: it throws `FetchError`, or anything else to end the polling.
    let fetch: @Sendable () async throws -> Value
    /// The wait after a fetch that succeeded.
    let interval: Duration
    /// The least wait after a fetch that failed.
    let retryInterval: Duration
    /// The refreshes asked for, which wake the schedule; never a fetch under way.
    let refreshes: CommandMailbox<Void>
    let clock: C
    /// The wall clock, for when each value came and when the next fetch is due.
    let dates: DateSource

    /// Starts following: the first `next()` fetches at once.
    func makeAsyncIterator() -> Iterator {
        Iterator(poller: self)
    }

    /// Sleeps until the next fetch is due or asked for, fetches and yields what it holds then.
    struct Iterator: AsyncIteratorProtocol {
        private let poller: Poller
        private var held: Polled<Value, FetchError>?
        /// After the first fetch: when the next is due, and when the last fetch asked for started
        /// (the first fetch, or one `refreshes` asked for).
        private var schedule: (nextFetch: C.Instant, askedAt: C.Instant)?

        init(poller: Poller) {
            self.poller = poller
        }

        /// What the poller holds after the next fetch, or nil once the task is cancelled or the
        /// fetch threw something other than `FetchError`.
        mutating func next() async -> Polled<Value, FetchError>? {
            guard !Task.isCancelled else { return nil }
            let clock = poller.clock
            if let (nextFetch, askedAt) = schedule {
                guard await poller.refreshes.sleep(until: nextFetch, on: clock),
                    await ManualRefresh.waitOutGap(since: askedAt, fetchingBy: nextFetch, on: clock)
                else { return nil }
            }
            let refreshAsked = !poller.refreshes.takePending().isEmpty
            let askedAt = refreshAsked ? clock.now : schedule?.askedAt ?? clock.now
            var polled = held ?? Polled(value: nil, updatedAt: nil, nextFetchAt: poller.dates.now())
            do {
                polled.value = try await poller.fetch()
                polled.updatedAt = poller.dates.now()
                polled.failure = nil
            } catch let failure as FetchError {
                polled.failure = failure
            } catch {
                return nil
            }
            let now = poller.dates.now()
            let wait =
                polled.failure.map { Swift.max(poller.retryInterval, $0.retryDelay(from: now) ?? .zero) }
                ?? poller.interval
            polled.nextFetchAt = now.addingTimeInterval(wait.timeInterval)
            schedule = (clock.now.advanced(by: wait), askedAt)
            held = polled
            return polled
        }
    }
}
