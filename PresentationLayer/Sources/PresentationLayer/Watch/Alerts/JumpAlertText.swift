import DomainLayer
import Foundation

/// The words of a jump alert: the banner on the watch screen, the line in the plain log and the
/// desktop notification.
public enum JumpAlertText {
    /// A desktop notification's two parts.
    public struct Notification: Sendable, Equatable {
        /// The summary line, such as `Jump alert: Flemington R4`.
        public let title: String
        /// The detail, such as `Horse race, starts in 2m 00s at 14:05`.
        public let body: String

        /// Creates a notification from its parts.
        public init(title: String, body: String) {
            self.title = title
            self.body = body
        }
    }

    /// The most races a banner, a log line or a notification names; the rest are counted, so 50
    /// races alerting at once make one short alert, not 50 or one of thousands of characters.
    public static let namedRaces = 4

    /// `Jump alert: Flemington R4 in 2m 00s`, naming each of `races` in turn, with its countdown
    /// at `now`; past `namedRaces`, the rest counted, as in `… · +46 more`.
    public static func banner(for races: [Race], at now: Date) -> String {
        "Jump alert: " + named(races, at: now).joined(separator: " · ")
    }

    /// The one desktop notification for `races`, all alerting at `now`: for one race, its own
    /// (`notification(for:at:clock:)`); for more, `Jump alert: 3 races` over their names and
    /// countdowns, past `namedRaces` counted.
    public static func notification(for races: [Race], at now: Date, clock: ClockTimeFormatter)
        -> Notification?
    {
        guard let first = races.first else { return nil }
        guard races.count > 1 else { return notification(for: first, at: now, clock: clock) }
        return Notification(
            title: "Jump alert: \(races.count) races", body: named(races, at: now).joined(separator: ", "))
    }

    /// Each of the first `namedRaces` of `races` with its countdown at `now`, such as
    /// `Flemington R4 in 2m 00s`, then `+46 more` for the rest, if any.
    private static func named(_ races: [Race], at now: Date) -> [String] {
        let named = races.prefix(namedRaces).map { race in
            "\(race.meetingName) R\(race.raceNumber) in "
                + CountdownFormatter.compact(seconds: RaceRowViewModel.secondsToStart(race, now: now))
        }
        return named + (races.count > namedRaces ? ["+\(races.count - namedRaces) more"] : [])
    }

    /// The desktop notification for `race` at `now`, with its start time as `clock` shows it.
    public static func notification(for race: Race, at now: Date, clock: ClockTimeFormatter) -> Notification {
        let countdown = CountdownFormatter.compact(seconds: RaceRowViewModel.secondsToStart(race, now: now))
        return Notification(
            title: "Jump alert: \(race.meetingName) R\(race.raceNumber)",
            body: "\(race.category.displayName) race, starts in \(countdown) at "
                + clock.hoursAndMinutes(race.advertisedStart))
    }

    /// The plain log's line for `races` alerting at `now`, shown as `clockText`, such as
    /// `== 14:03:07 · Jump alert: Flemington R4 in 2m 00s`.
    public static func logLine(for races: [Race], at now: Date, clockText: String) -> String {
        "== \(clockText) · \(banner(for: races, at: now))\n"
    }
}
