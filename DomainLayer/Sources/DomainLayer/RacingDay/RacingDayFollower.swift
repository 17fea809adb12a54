import Foundation
import SharedUtils

/// Follows the racing day while a person has the watch screen's meetings open: from `open()` to
/// `close()` it fetches the day at once, then every `refreshInterval` (after a failure, every
/// `retryInterval`, or later when the server asks), and `run(receive:)` hands on each snapshot;
/// while the meetings are closed, nothing is fetched. Through failures each snapshot keeps the
/// last good day. `refresh()` (the `r` key) fetches it again as the board's and the card's do:
/// one fetch at a time, at most once every `ManualRefresh.minimumGap` after the last one asked
/// for (opening the day is one), the presses in between made one fetch when the gap is up.
public final class RacingDayFollower: Sendable {
    /// How often the open day is fetched: 12 requests an hour.
    public static let refreshInterval: Duration = .seconds(300)
    /// How soon a failed fetch is tried again.
    public static let retryInterval: Duration = .seconds(30)

    /// What the person asked for.
    private enum Command {
        case open
        case close
    }

    /// Follows the day, handing each snapshot to the closure, until the task is cancelled.
    private typealias Follow = @Sendable (@escaping @Sendable (RacingDaySnapshot) -> Void) async -> Void

    private let follow: Follow
    private let commands = CommandMailbox<Command>()
    /// The refreshes asked for, which wake the open day's schedule; never a fetch under way.
    private let refreshes: CommandMailbox<Void>

    /// A follower of today's racing day in `timeZone` (today as of each fetch), from
    /// `repository`, on `clock`'s schedule, dated by `dates`.
    public init(
        repository: any MeetingsRepository, timeZone: TimeZone, clock: any Clock<Duration>, dates: DateSource
    ) {
        let refreshes = CommandMailbox<Void>()
        self.refreshes = refreshes
        follow = Self.follower(
            repository: repository, timeZone: timeZone, clock: clock, dates: dates, refreshes: refreshes)
    }

    /// Fetches the day from `repository` with a `Poller` on `clock`'s schedule, and sooner when
    /// `refreshes` asks, until the task is cancelled.
    private static func follower<C: Clock<Duration>>(
        repository: any MeetingsRepository, timeZone: TimeZone, clock: C, dates: DateSource,
        refreshes: CommandMailbox<Void>
    ) -> Follow {
        let poller = Poller<RacingDay, FetchFailure, C>(
            fetch: { () async throws(FetchFailure) -> RacingDay in
                guard let date = CalendarDate(containing: dates.now(), in: timeZone) else {
                    throw .invalidResponse(reason: "today's date is out of range")
                }
                return try await repository.racingDay(date, timeZone: timeZone)
            },
            interval: refreshInterval, backoff: .steady(retryInterval), refreshes: refreshes, clock: clock,
            dates: dates)
        return { receive in
            for await snapshot in poller {
                receive(snapshot)
            }
        }
    }

    /// Starts following the day with a fetch at once; when it is followed already, starts afresh
    /// with a fetch at once.
    public func open() {
        commands.send(.open)
    }

    /// Stops following the day.
    public func close() {
        commands.send(.close)
    }

    /// Fetches the open day again: once the fetch under way, if any, has ended, and no sooner
    /// than `ManualRefresh.minimumGap` after the last fetch asked for; presses in between make
    /// one fetch. Nothing while the day is closed.
    public func refresh() {
        refreshes.send(())
    }

    /// Fetches the day while it is open and hands each snapshot to `receive`, following `open`,
    /// `refresh` and `close`, until the task is cancelled.
    public func run(receive: @escaping @Sendable (RacingDaySnapshot) -> Void) async {
        // Opened again while open, the fetches start afresh, with a fetch at once; a refresh
        // asked for while the day was closed is forgotten.
        await commands.run(
            following: { (_: Command) in await self.follow(receive) },
            applying: { _, command in
                _ = self.refreshes.takePending()
                return command == .open ? .open : nil
            })
    }
}
