import Foundation
import SharedUtils

/// Follows the racing day while a person has the watch screen's meetings open: from `open()` to
/// `close()` it fetches the day at once, then every `refreshInterval` (after a failure, every
/// `retryInterval`, or later when the server asks), and `run(receive:)` hands on each snapshot;
/// while the meetings are closed, nothing is fetched. Through failures each snapshot keeps the
/// last good day.
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

    /// A follower of today's racing day in `timeZone` (today as of each fetch), from
    /// `repository`, on `clock`'s schedule, dated by `dates`.
    public init(
        repository: any MeetingsRepository, timeZone: TimeZone, clock: any Clock<Duration>, dates: DateSource
    ) {
        follow = Self.follower(repository: repository, timeZone: timeZone, clock: clock, dates: dates)
    }

    /// Fetches the day from `repository` on `clock`'s schedule until the task is cancelled.
    private static func follower<C: Clock<Duration>>(
        repository: any MeetingsRepository, timeZone: TimeZone, clock: C, dates: DateSource
    ) -> Follow {
        { receive in
            var day: RacingDay?
            var updatedAt: Date?
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

    /// Fetches the day while it is open and hands each snapshot to `receive`, following `open`
    /// and `close`, until the task is cancelled.
    public func run(receive: @escaping @Sendable (RacingDaySnapshot) -> Void) async {
        // Opened again while open, the fetches start afresh, with a fetch at once.
        await commands.run(
            following: { (_: Command) in await self.follow(receive) },
            applying: { _, command in command == .open ? .open : nil })
    }
}
