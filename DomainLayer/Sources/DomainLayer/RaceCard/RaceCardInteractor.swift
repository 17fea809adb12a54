import Foundation
import SharedUtils

/// Keeps one race card up to date while it is open: fetches it at once, then every
/// `refreshInterval` (prices move), and at once when asked, but no sooner than
/// `ManualRefresh.minimumGap` after the last fetch asked for (the asks in between make one fetch
/// when the gap is up); through failures it keeps the last good card, marked stale. One fetch is
/// under way at a time, and nothing is fetched once the consuming task ends.
public struct RaceCardInteractor<C: Clock<Duration>>: Sendable {
    /// How often an open card is fetched when nothing else asks: 120 requests an hour.
    public static var defaultRefreshInterval: Duration { .seconds(30) }

    private let repository: any RaceCardRepository
    private let clock: C
    private let dates: DateSource
    private let refreshInterval: Duration

    /// Creates an interactor.
    /// - Parameters:
    ///   - repository: Where cards come from.
    ///   - clock: Drives the schedule; a test clock makes it run instantly.
    ///   - dates: The wall clock, for when each card was taken.
    ///   - refreshInterval: The wait between fetches, or longer when the server asks for it.
    public init(
        repository: any RaceCardRepository, clock: C, dates: DateSource,
        refreshInterval: Duration = defaultRefreshInterval
    ) {
        self.repository = repository
        self.clock = clock
        self.dates = dates
        self.refreshInterval = refreshInterval
    }

    /// The card of `raceID` as a sequence of snapshots, one per fetch, steered by `control`;
    /// each iteration runs its own schedule.
    public func snapshots(raceID: String, control: RaceCardControl = RaceCardControl()) -> RaceCardSnapshots<
        C
    > {
        RaceCardSnapshots(
            raceID: raceID, repository: repository, clock: clock, dates: dates,
            refreshInterval: refreshInterval, control: control)
    }
}

/// The snapshots of one open race card.
public struct RaceCardSnapshots<C: Clock<Duration>>: AsyncSequence, Sendable {
    let raceID: String
    let repository: any RaceCardRepository
    let clock: C
    let dates: DateSource
    let refreshInterval: Duration
    let control: RaceCardControl

    /// Opens the card: its first `next()` fetches at once.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Sleeps until the next fetch is due or asked for, fetches and yields the card.
    public struct Iterator: AsyncIteratorProtocol {
        private let sequence: RaceCardSnapshots
        private var card: RaceCard?
        private var updatedAt: Date?
        private var nextFetch: C.Instant?
        /// When the last fetch asked for by `refresh()` started.
        private var lastRefreshAt: C.Instant?

        init(sequence: RaceCardSnapshots) {
            self.sequence = sequence
        }

        /// The card after the next fetch, or nil once the task is cancelled.
        public mutating func next() async -> RaceCardSnapshot? {
            guard !Task.isCancelled else { return nil }
            if let nextFetch {
                guard await sleep(until: nextFetch),
                    await ManualRefresh.waitOutGap(
                        since: lastRefreshAt, fetchingBy: nextFetch, on: sequence.clock)
                else { return nil }
            }
            if sequence.control.takeRefresh() { lastRefreshAt = sequence.clock.now }
            var failure: RaceCardFetchError?
            do {
                card = try await sequence.repository.raceCard(raceID: sequence.raceID)
                updatedAt = sequence.dates.now()
            } catch let error as RaceCardFetchError {
                failure = error
            } catch {
                return nil
            }
            let wait = Swift.max(
                sequence.refreshInterval, failure?.retryDelay(from: sequence.dates.now()) ?? .zero)
            nextFetch = sequence.clock.now.advanced(by: wait)
            return RaceCardSnapshot(
                raceID: sequence.raceID, card: card, updatedAt: updatedAt, failure: failure,
                nextFetchAt: sequence.dates.now().addingTimeInterval(wait.timeInterval))
        }

        /// Waits until `deadline` or a refresh, whichever comes first; false when the task was
        /// cancelled instead.
        private func sleep(until deadline: C.Instant) async -> Bool {
            await sequence.control.sleep(until: deadline, on: sequence.clock)
        }
    }
}
