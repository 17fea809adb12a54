import Foundation
import SharedUtils
import Synchronization

/// Follows the racing day while a person has the watch screen's meetings open: from `open()` to
/// `close()` it fetches the day at once, then every `refreshInterval` (after a failure, every
/// `retryInterval`, or later when the server asks), and `run(receive:)` hands on each snapshot;
/// while the meetings are closed, nothing is fetched. Through failures each snapshot keeps the
/// last good day. `refresh()` (the `r` key) fetches it again, as the board's does: at most once
/// every `ManualRefresh.minimumGap`, the presses within the gap made one fetch when it is up.
public final class RacingDayFollower: Sendable {
    /// How often the open day is fetched: 12 requests an hour.
    public static let refreshInterval: Duration = .seconds(300)
    /// How soon a failed fetch is tried again.
    public static let retryInterval: Duration = .seconds(30)

    /// What the person asked for.
    private enum Command {
        case open
        case close
        case refresh
    }

    /// A day fetched, and when.
    private typealias Fetched = (day: RacingDay, updatedAt: Date?)

    /// Follows the day after the given wait, from the day fetched before when there is one,
    /// handing each snapshot to the closure, until the task is cancelled.
    private typealias Follow =
        @Sendable (Duration, Fetched?, @escaping @Sendable (RacingDaySnapshot) -> Void) async -> Void

    private let follow: Follow
    /// The time on the follower's clock since it was made.
    private let elapsed: @Sendable () -> Duration
    private let commands = CommandMailbox<Command>()
    /// The last day fetched since the day was opened, which a refresh's fresh start keeps showing
    /// (stale) when its fetch fails.
    private let lastFetched = Mutex<Fetched?>(nil)

    /// A follower of today's racing day in `timeZone` (today as of each fetch), from
    /// `repository`, on `clock`'s schedule, dated by `dates`.
    public init(
        repository: any MeetingsRepository, timeZone: TimeZone, clock: any Clock<Duration>, dates: DateSource
    ) {
        follow = Self.follower(repository: repository, timeZone: timeZone, clock: clock, dates: dates)
        elapsed = Self.stopwatch(clock)
    }

    /// The time on `clock` since now, each time it is asked.
    private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    /// Fetches the day from `repository` on `clock`'s schedule, the first fetch after the wait it
    /// is given, until the task is cancelled.
    private static func follower<C: Clock<Duration>>(
        repository: any MeetingsRepository, timeZone: TimeZone, clock: C, dates: DateSource
    ) -> Follow {
        { firstWait, fetched, receive in
            var day = fetched?.day
            var updatedAt = fetched?.updatedAt
            if firstWait > .zero {
                guard (try? await clock.sleep(for: firstWait)) != nil else { return }
            }
            while !Task.isCancelled {
                let now = dates.now()
                var failure: RacesFetchError?
                do {
                    guard let date = CalendarDate(containing: now, in: timeZone) else {
                        throw RacesFetchError.invalidResponse(reason: "today's date is out of range")
                    }
                    day = try await repository.racingDay(date, timeZone: timeZone)
                    updatedAt = dates.now()
                } catch let error as RacesFetchError {
                    failure = error
                } catch {
                    return
                }
                let wait =
                    failure.map { max(Self.retryInterval, $0.retryAfter ?? .zero) } ?? Self.refreshInterval
                receive(
                    RacingDaySnapshot(
                        day: day, updatedAt: updatedAt, failure: failure,
                        nextFetchAt: dates.now().addingTimeInterval(wait.timeInterval)))
                guard (try? await clock.sleep(for: wait)) != nil else { return }
            }
        }
    }

    /// Starts following the day with a fetch at once; when it is followed already, fetches it
    /// again now (`r`) and goes on from there.
    public func open() {
        commands.send(.open)
    }

    /// Stops following the day.
    public func close() {
        commands.send(.close)
    }

    /// Fetches the open day again: at once when the last fetch asked for (by `open()` or this)
    /// was `ManualRefresh.minimumGap` ago, else when the gap is up, joining any refresh already
    /// waiting for it. Nothing while the day is closed.
    public func refresh() {
        commands.send(.refresh)
    }

    /// Fetches the day while it is open and hands each snapshot to `receive`, following `open`,
    /// `refresh` and `close`, until the task is cancelled.
    public func run(receive: @escaping @Sendable (RacingDaySnapshot) -> Void) async {
        // When the last fetch asked for is, or was, due, on the follower's clock.
        var askedFor: Duration?
        // A command starts the fetches afresh, after the wait it leaves (none when opened).
        await commands.run(
            following: { (firstWait: Duration) in
                await self.follow(firstWait, self.lastFetched.withLock { $0 }) { snapshot in
                    if let day = snapshot.day {
                        self.lastFetched.withLock { $0 = (day, snapshot.updatedAt) }
                    }
                    receive(snapshot)
                }
            },
            applying: { following, command in
                let now = elapsed()
                switch command {
                case .close:
                    lastFetched.withLock { $0 = nil }
                    return nil
                case .open:
                    lastFetched.withLock { $0 = nil }
                    askedFor = now
                    return .zero
                case .refresh:
                    guard following != nil else { return nil }
                    let due = askedFor.map { max(now, $0 + ManualRefresh.minimumGap) } ?? now
                    // A refresh already waiting for the gap is joined, not put off.
                    let joined = askedFor.map { $0 > now ? $0 : due } ?? due
                    askedFor = joined
                    return joined - now
                }
            })
    }
}
