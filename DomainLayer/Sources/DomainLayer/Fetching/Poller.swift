import Foundation
import SharedUtils

/// Keeps one value up to date while it is followed, on a `PollSchedule`: fetches it at once (a
/// fetch asked for, so a refresh waits out `ManualRefresh.minimumGap` after it), then every
/// `interval`, after failures as `backoff` says or later when the server asks, and sooner when
/// `refreshes` asks. Through failures it keeps the last good value, marked stale. One fetch is
/// under way at a time, and nothing is fetched once the consuming task ends: the one loop of the
/// open race card and the open racing day.
struct Poller<Value: Sendable & Equatable, FetchError: PollFailure, C: Clock<Duration>>: AsyncSequence,
    Sendable
{
    /// Fetches the value once; a failure that is a cancellation ends the polling.
    let fetch: @Sendable () async throws(FetchError) -> Value
    /// The wait from the start of a fetch that succeeded to the next.
    let interval: Duration
    /// The waits after consecutive failures.
    let backoff: Backoff
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
        private var schedule: PollSchedule<C>

        init(poller: Poller) {
            self.poller = poller
            schedule = PollSchedule(interval: poller.interval, backoff: poller.backoff)
            schedule.askRefresh()
        }

        /// What the poller holds after the next fetch, or nil once the task is cancelled.
        mutating func next() async -> Polled<Value, FetchError>? {
            let clock = poller.clock
            while !schedule.isDue(at: clock.now) {
                guard await poller.refreshes.sleep(until: schedule.wake(at: clock.now), on: clock) else {
                    return nil
                }
                if !poller.refreshes.takePending().isEmpty { schedule.askRefresh() }
            }
            guard !Task.isCancelled else { return nil }
            if !poller.refreshes.takePending().isEmpty { schedule.askRefresh() }
            let startedAt = clock.now
            schedule.fetchStarts(at: startedAt)
            var polled = held ?? Polled(value: nil, updatedAt: nil, nextFetchAt: poller.dates.now())
            do {
                polled.value = try await poller.fetch()
                polled.updatedAt = poller.dates.now()
                polled.failure = nil
                schedule.fetchSucceeded(startedAt: startedAt, endedAt: clock.now)
            } catch {
                guard !error.isCancellation else { return nil }
                polled.failure = error
                schedule.fetchFailed(at: clock.now, serverWait: error.retryDelay(from: poller.dates.now()))
            }
            let untilNext = clock.now.duration(to: schedule.wake(at: clock.now))
            polled.nextFetchAt = poller.dates.now().addingTimeInterval(untilNext.timeInterval)
            held = polled
            return polled
        }
    }
}
