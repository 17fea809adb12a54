import DomainLayer
import Foundation

/// One meeting as a row of `nexttogo meetings`.
public struct MeetingRowViewModel: Sendable, Equatable, Identifiable {
    /// The meeting's id.
    public let id: String
    /// The category's name, such as "Greyhound".
    public let categoryName: String
    /// The category's letter, such as "G", for a narrow table.
    public let categorySymbol: String
    /// The meeting's name.
    public let meetingName: String
    /// Where the meeting is, such as `VIC` or `HK`; nil when the API does not say.
    public let locationText: String?
    /// Races run of races in all, such as `5/9`.
    public let racesText: String
    /// The next race and its countdown, such as `R6 in 4m 05s`, or `finished` or `abandoned`.
    public let progressText: String
    /// `progressText` as a countdown a page ticks; nil when it is not one (finished, abandoned,
    /// or a day or more away).
    public let progressCountdown: TickingCountdown?
    /// The track's state, such as `Good 4`; nil when the API does not say.
    public let trackText: String?
    /// The weather, such as `Fine`; nil when the API does not say.
    public let weatherText: String?
    /// What the row means: a meeting with races to run (by how soon the next jumps), finished or
    /// abandoned.
    public let style: RacingDayLine.Style

    /// The row for `meeting` at `now`, with a next race a day or more away dated in `clock`'s zone;
    /// a meeting a followed name runs in (`isFollowed`) carries `FollowMark.suffix` after its name.
    public init(meeting: Meeting, now: Date, clock: ClockTimeFormatter, isFollowed: Bool = false) {
        let progress = meeting.progress(at: now)
        id = meeting.id
        categoryName = meeting.category.displayName
        categorySymbol = meeting.category.symbol
        meetingName = meeting.name + (isFollowed ? FollowMark.suffix : "")
        locationText = meeting.venue?.locationText
        racesText = "\(meeting.runCount(at: now))/\(meeting.races.count)"
        progressText = RacingDayWords.progress(progress, now: now, clock: clock)
        progressCountdown =
            if case .next(let race) = progress {
                RacingDayWords.tickingCountdown(
                    to: race, now: now, clock: clock, lead: RacingDayWords.raceNumber(race) + " ")
            } else {
                nil
            }
        trackText = meeting.trackCondition.map(TrackWords.spelled)
        weatherText = meeting.weather.map(WeatherWords.spelled)
        style = RacingDayWords.style(progress, now: now)
    }

    /// The rows for `day`'s meetings at `now`, in the order a person reads them: next to jump
    /// first, finished meetings last (`RacingDay.meetings(orderedAt:)`).
    public static func rows(for day: RacingDay, now: Date, clock: ClockTimeFormatter)
        -> [MeetingRowViewModel]
    {
        day.meetings(orderedAt: now).map { MeetingRowViewModel(meeting: $0, now: now, clock: clock) }
    }
}
