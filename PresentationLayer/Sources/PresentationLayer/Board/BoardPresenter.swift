import DomainLayer
import Foundation
import SharedUtils

/// Puts a board snapshot into words for a moment: the one rule every screen and log shares.
public struct BoardPresenter: Sendable {
    private let clock: ClockTimeFormatter

    /// Creates a presenter showing times in `timeZone`.
    public init(timeZone: TimeZone) {
        clock = ClockTimeFormatter(timeZone: timeZone)
    }

    /// The screen for `snapshot` at `now`; `nil` means nothing has arrived yet. Countdowns are
    /// worked out from `now`, so calling this every second makes them tick. The races in
    /// `followed` are marked as holding a followed name.
    public func screenState(
        for snapshot: NextRacesSnapshot?, at now: Date, followed: FollowedRaces = .none
    ) -> ScreenState {
        guard let snapshot else { return .loading }
        let description = snapshot.racesDescription
        let retry = snapshot.nextRetryAt.map { retryAt in
            NextRetry(
                seconds: Int(saturating: retryAt.timeIntervalSince(now).rounded(.up)),
                clockTime: clock.hoursAndMinutes(retryAt))
        }
        guard !snapshot.races.isEmpty else {
            if let failure = snapshot.failure {
                return .failed(message: failure.message, hint: Self.hint(for: failure), retry: retry)
            }
            return .empty(racesDescription: description)
        }
        let row = { race in
            RaceRowViewModel(
                race: race, now: now, clock: clock, isStarred: snapshot.stars.isStarred(race),
                isFollowed: followed.contains(raceID: race.id))
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
                },
                routeLabel: snapshot.route.statusLabel))
    }

    /// What to do while the network keeps the races away, as a sentence: `networkHint`.
    static func hint(for failure: FetchFailure) -> String? {
        failure.networkHint.map { $0.capitalizedFirst + "." }
    }

    /// A group's shortfall in a few words, such as "only 3 of 5 listed"; nil when it is full.
    private static func shortfall(of group: RaceGroup, limit: Int) -> String? {
        switch group.races.count {
        case limit...: nil
        case 0: "none listed"
        default: "only \(group.races.count) of \(limit) listed"
        }
    }
}
