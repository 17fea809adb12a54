import DomainLayer
import Foundation
import SharedUtils

/// One meeting as `nexttogo meeting <name>` shows it: a title, the day's conditions, every race
/// and the meeting's compound bets.
public struct MeetingViewModel: Sendable, Equatable {
    /// The category and the meeting with its location, such as `Greyhound · Ballarat VIC`.
    public let title: String
    /// The date and conditions, such as `2023-07-13 · Track Good 4 · Weather Overcast`; a
    /// condition the API does not give is left out.
    public let conditions: String
    /// Every race in race order, or those of the window asked for.
    public let races: [MeetingRaceRowViewModel]
    /// The compound bets by name with their races, such as `Quadrella R5–R8`.
    public let compounds: [String]

    /// The view of `meeting` at `now`, with start times in `clock`'s time zone.
    /// - Parameters:
    ///   - meeting: The meeting.
    ///   - racingDate: The day asked for, shown when the API files the meeting under no date.
    ///   - now: The moment the countdowns count from.
    ///   - clock: Formats start times in the zone `--tz` names, or the local one.
    ///   - window: The positions of the races to show, for a screen that shows a window of a long
    ///     meeting; nil for every race.
    ///   - followed: The races a followed name runs in, which are marked.
    public init(
        meeting: Meeting, racingDate: CalendarDate, now: Date, clock: ClockTimeFormatter,
        window: Range<Int>? = nil, followed: FollowedRaces = .none
    ) {
        let place = [meeting.name, meeting.venue?.locationText].compactMap { $0 }.joined(separator: " ")
        title = "\(meeting.category.displayName) · \(place)"
        conditions = [
            (meeting.date ?? racingDate).description,
            meeting.trackCondition.map { "Track \(TrackWords.spelled($0))" },
            meeting.weather.map { "Weather \(WeatherWords.spelled($0))" },
        ]
        .compactMap { $0 }.joined(separator: " · ")
        let shown = window.map { meeting.races[$0.clamped(to: meeting.races.indices)] } ?? meeting.races[...]
        races = shown.map {
            MeetingRaceRowViewModel(
                race: $0, now: now, clock: clock, isFollowed: followed.contains(raceID: $0.id))
        }
        compounds = meeting.compounds.map(RacingDayWords.compound)
    }
}
