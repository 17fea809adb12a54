import DomainLayer
import Foundation
import SharedUtils

/// Turns the interactor's snapshots into screen states.
public struct NextRacesViewModel<Interactor: NextRacesInteractor>: Sendable {
    private let interactor: Interactor
    private let clock: ClockTimeFormatter

    /// Creates a view-model over `interactor`, showing times in `timeZone`.
    public init(interactor: Interactor, timeZone: TimeZone) {
        self.interactor = interactor
        clock = ClockTimeFormatter(timeZone: timeZone)
    }

    /// The board's snapshots for `filter`, `stars`, `layout` and `limit`, from the interactor,
    /// steered by `control`.
    public func snapshots(
        for filter: CategoryFilter, stars: StarPreferences = .none, layout: BoardLayout = .flat, limit: Int,
        control: NextRacesControl = NextRacesControl()
    ) -> Interactor.Snapshots {
        interactor.snapshots(for: filter, stars: stars, layout: layout, limit: limit, control: control)
    }

    /// The screen for `snapshot` at `now`; `nil` means nothing has arrived yet. Countdowns are
    /// worked out from `now`, so calling this every second makes them tick.
    public func screenState(for snapshot: NextRacesSnapshot?, at now: Date) -> ScreenState {
        guard let snapshot else { return .loading }
        let description = snapshot.racesDescription
        let retry = snapshot.nextRetryAt.map { retryAt in
            NextRetry(
                seconds: Int(saturating: retryAt.timeIntervalSince(now).rounded(.up)),
                clockTime: clock.hoursAndMinutes(retryAt))
        }
        guard !snapshot.races.isEmpty else {
            if let failure = snapshot.failure {
                return .failed(message: failure.message, retry: retry)
            }
            return .empty(racesDescription: description)
        }
        let row = { race in
            RaceRowViewModel(race: race, now: now, clock: clock, isStarred: snapshot.stars.isStarred(race))
        }
        let groups = snapshot.groups
        return .ready(
            ReadyBoard(
                rows: snapshot.races.map(row),
                racesDescription: description,
                updatedText: snapshot.updatedAt.map(clock.hoursMinutesAndSeconds),
                updatedShortText: snapshot.updatedAt.map(clock.hoursAndMinutes),
                staleReason: snapshot.failure?.message,
                staleLabel: snapshot.failure?.shortLabel,
                retry: retry,
                shortfallNote: snapshot.isShort && groups == nil
                    ? "only \(snapshot.races.count) of \(snapshot.limit) \(description) listed" : nil,
                sections: groups?.map { group in
                    RaceSection(
                        title: group.category.displayName, rows: group.races.map(row),
                        shortfallNote: Self.shortfall(of: group, limit: snapshot.limit))
                }))
    }

    /// A group's shortfall in a few words, such as "only 3 of 5 listed"; nil when it is full.
    private static func shortfall(of group: RaceGroup, limit: Int) -> String? {
        switch group.races.count {
        case limit...: nil
        case 0: "none listed"
        default: "only \(group.races.count) of \(limit) listed"
        }
    }

    /// The screen states for `filter`, one per snapshot, each worked out when it arrives.
    public func screenStates(for filter: CategoryFilter, limit: Int, now: @escaping @Sendable () -> Date)
        -> AsyncMapSequence<Interactor.Snapshots, ScreenState>
    {
        snapshots(for: filter, limit: limit).map { screenState(for: $0, at: now()) }
    }
}
