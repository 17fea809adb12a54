import Foundation
import SharedUtils

/// Keeps one race card up to date while it is open, with a `Poller`: fetches it at once, then
/// every `refreshInterval` (prices move), and at once when asked, but no sooner than
/// `ManualRefresh.minimumGap` after the last fetch asked for (opening the card is one; the asks in
/// between make one fetch when the gap is up); through failures it keeps the last good card,
/// marked stale. One fetch is under way at a time, and nothing is fetched once the consuming task
/// ends.
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

/// The snapshots of one open race card: its `Poller`'s, naming the race.
public struct RaceCardSnapshots<C: Clock<Duration>>: AsyncSequence, Sendable {
    let raceID: String
    let repository: any RaceCardRepository
    let clock: C
    let dates: DateSource
    let refreshInterval: Duration
    let control: RaceCardControl

    /// Opens the card: its first `next()` fetches at once.
    public func makeAsyncIterator() -> Iterator {
        let (raceID, repository) = (raceID, repository)
        let poller = Poller<RaceCard, RaceCardFetchError, C>(
            fetch: { () async throws(RaceCardFetchError) in try await repository.raceCard(raceID: raceID) },
            interval: refreshInterval,
            backoff: .steady(refreshInterval), refreshes: control.refreshes, clock: clock, dates: dates)
        return Iterator(raceID: raceID, polls: poller.makeAsyncIterator())
    }

    /// The card after each fetch.
    public struct Iterator: AsyncIteratorProtocol {
        let raceID: String
        var polls: Poller<RaceCard, RaceCardFetchError, C>.Iterator

        /// The card after the next fetch, or nil once the task is cancelled.
        public mutating func next() async -> RaceCardSnapshot? {
            await polls.next().map { RaceCardSnapshot(raceID: raceID, polled: $0) }
        }
    }
}
