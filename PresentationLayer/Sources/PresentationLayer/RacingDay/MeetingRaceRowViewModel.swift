import DomainLayer
import Foundation

/// One race as a row of `nexttogo meeting <name>`.
public struct MeetingRaceRowViewModel: Sendable, Equatable, Identifiable {
    /// The race's id, by which its card opens.
    public let id: String
    /// The race's number as people write it, such as `R7`, or `R–` when the API gives none.
    public let numberText: String
    /// The race's name; may be empty.
    public let name: String
    /// The local start time, such as `19:05`.
    public let startTimeText: String
    /// Before the jump, the countdown, such as `in 4m 05s` (or `jumped 37s` while betting stays
    /// open past the start); after it, the status, such as `Final` or `Abandoned`.
    public let statusText: String
    /// `statusText` as a countdown a page ticks; nil when it is not one (the race is run, or a
    /// day or more away).
    public let statusCountdown: TickingCountdown?
    /// The placings once the race is run, such as `1st 9  2nd 2  3rd 8`; empty before.
    public let placingsText: String
    /// What the row means: a race to run (by how soon it jumps), run, or abandoned.
    public let style: RacingDayLine.Style

    /// The row for `race` at `now`, with its start time in `clock`'s time zone; a race a followed
    /// name runs in (`isFollowed`) carries `FollowMark.suffix` after its number.
    public init(race: MeetingRace, now: Date, clock: ClockTimeFormatter, isFollowed: Bool = false) {
        let seconds = RacingDayWords.secondsToStart(race, now: now)
        id = race.id
        numberText = RacingDayWords.raceNumber(race) + (isFollowed ? FollowMark.suffix : "")
        name = race.name
        startTimeText = clock.hoursAndMinutes(race.advertisedStart)
        placingsText = RacingDayWords.placings(race.placings)
        if race.isToRun(at: now) {
            statusText = RacingDayWords.countdown(to: race, now: now, clock: clock)
            statusCountdown = RacingDayWords.tickingCountdown(to: race, now: now, clock: clock)
            style = .toRun(RaceUrgency(secondsToStart: seconds))
        } else {
            statusText = race.status.displayName
            statusCountdown = nil
            style = race.status == .abandoned ? .abandoned : .run
        }
    }
}
