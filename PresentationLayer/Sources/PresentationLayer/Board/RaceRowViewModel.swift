import DomainLayer
import Foundation
import SharedUtils

/// One race as a row on the screen.
public struct RaceRowViewModel: Sendable, Equatable, Identifiable {
    /// The race's id.
    public let id: String
    /// The category's name, such as "Greyhound".
    public let categoryName: String
    /// The category's one-letter symbol.
    public let categorySymbol: String
    /// The meeting's name.
    public let meetingName: String
    /// Where the meeting is, such as `VIC` or `UK`; nil when the feed does not say.
    public let locationText: String?
    /// True when the race's meeting is starred.
    public let isStarred: Bool
    /// True when a runner, jockey or trainer of the blackbook runs in the race.
    public let isFollowed: Bool
    /// The race number as people write it, such as `R7`.
    public let raceNumberText: String
    /// The time to the start, such as `4m 05s`, or since it, such as `jumped 37s`.
    public let countdownText: String
    /// The local start time, such as `14:05`.
    public let startTimeText: String
    /// How soon the race jumps.
    public let urgency: RaceUrgency

    /// The row for `race` at `now`, with its start time in `clock`'s time zone; `isStarred` says
    /// its meeting is starred, and `isFollowed` that a followed name runs in it.
    public init(
        race: Race, now: Date, clock: ClockTimeFormatter, isStarred: Bool = false, isFollowed: Bool = false
    ) {
        let secondsToStart = Self.secondsToStart(race, now: now)
        id = race.id
        categoryName = race.category.displayName
        categorySymbol = race.category.symbol
        meetingName = race.meetingName
        locationText = race.venue?.locationText
        self.isStarred = isStarred
        self.isFollowed = isFollowed
        raceNumberText = "R\(race.raceNumber)"
        countdownText = CountdownFormatter.startsIn(seconds: secondsToStart)
        startTimeText = clock.hoursAndMinutes(race.advertisedStart)
        urgency = RaceUrgency(secondsToStart: secondsToStart)
    }

    /// Whole seconds from `now` to the race's start, rounded up, so the countdown reaches 0 at
    /// the advertised start and not a second before; held to `Int`'s range, whatever the dates.
    public static func secondsToStart(_ race: Race, now: Date) -> Int {
        Int(saturating: race.advertisedStart.timeIntervalSince(now).rounded(.up))
    }
}
