import Foundation
import SharedUtils

/// The next-races interactor: polls a `RacesRepository` on a schedule driven by a `Clock`.
///
/// Each snapshot sequence fetches at once, then every `pollInterval`; re-sorts every
/// `resortInterval` and at the moment the first race on the board passes its drop deadline;
/// tops the board up with larger requests when it runs short; and on failure keeps the last good
/// races, marks the board stale and retries with backoff.
public struct PollingNextRacesInteractor<C: Clock<Duration>>: NextRacesInteractor {
    private let repository: any RacesRepository
    private let clock: C
    private let dates: DateSource
    private let schedule: NextRacesSchedule
    private let countries: CountryFilter

    /// Creates an interactor.
    /// - Parameters:
    ///   - repository: Where races come from.
    ///   - clock: Drives the schedule; a test clock makes it run instantly.
    ///   - dates: The wall clock the races' start times are compared with.
    ///   - schedule: The polling, re-sorting and retry timings.
    ///   - countries: The countries every board's races come from; the filter applies with the
    ///     category filter, before the board is counted as full or short.
    public init(
        repository: any RacesRepository, clock: C, dates: DateSource,
        schedule: NextRacesSchedule = NextRacesSchedule(), countries: CountryFilter = .all
    ) {
        self.repository = repository
        self.clock = clock
        self.dates = dates
        self.schedule = schedule
        self.countries = countries
    }

    /// A new board for `filter`, `stars` and `layout`; each iteration of the result runs its own
    /// schedule.
    public func snapshots(
        for filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int,
        control: NextRacesControl
    ) -> NextRacesSnapshots<C> {
        NextRacesSnapshots(
            board: NextRacesBoardState(
                repository: repository, clock: clock, dates: dates, schedule: schedule,
                filter: filter, countries: countries, stars: stars, limit: limit, layout: layout),
            control: control)
    }
}

/// The snapshots of one board; each iteration runs its own schedule.
public struct NextRacesSnapshots<C: Clock<Duration>>: AsyncSequence, Sendable {
    let board: NextRacesBoardState<C>
    let control: NextRacesControl

    /// Starts a board: its first `next()` fetches at once.
    public func makeAsyncIterator() -> Iterator {
        Iterator(board: board, control: control)
    }

    /// Sleeps until the board's next event or command, brings the board up to date and yields it.
    public struct Iterator: AsyncIteratorProtocol {
        var board: NextRacesBoardState<C>
        let control: NextRacesControl
        private var started = false
        private var updatePending = false

        init(board: NextRacesBoardState<C>, control: NextRacesControl) {
            self.board = board
            self.control = control
        }

        /// The next board, or nil once the task is cancelled.
        public mutating func next() async -> NextRacesSnapshot? {
            guard !Task.isCancelled else { return nil }
            guard started else {
                started = true
                await board.update()
                return board.snapshot()
            }
            if !updatePending {
                guard await sleepUntilWakeOrCommand() else { return nil }
            }
            let commands = control.takePending()
            if !commands.isEmpty {
                // Show the change at once from the races in hand; fetch, if need be, next call.
                board.apply(commands)
                updatePending = true
                return board.snapshot(isRefreshing: board.willFetchOnUpdate())
            }
            updatePending = false
            await board.update()
            return board.snapshot()
        }

        /// Waits for the board's next wake-up or the next command, whichever comes first;
        /// false when the task was cancelled instead.
        private func sleepUntilWakeOrCommand() async -> Bool {
            await control.sleep(until: board.nextWake(), on: board.clock)
        }
    }
}
