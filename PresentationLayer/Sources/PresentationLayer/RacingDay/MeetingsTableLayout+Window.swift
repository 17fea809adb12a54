import DomainLayer
import Foundation
import SharedUtils

extension MeetingsTableLayout {
    /// The widths a day's meetings take in the columns the clock does not change (category,
    /// meeting and location, races, track, weather), measured once over the whole day, so that a
    /// table laid out a window of rows at a time keeps the columns the whole day's would have.
    struct WidthHints: Sendable, Equatable {
        /// The widest category's name.
        var category = 0
        /// The widest meeting's name alone, and with its location after it.
        var meeting = 0
        var meetingWithLocation = 0
        /// The widest "races run of races in all", such as `12/12`.
        var races = 0
        /// The widest track and weather, or the `–` that stands for none.
        var track = 0
        var weather = 0

        /// The hints for `meetings`: one pass over them.
        init(meetings: [Meeting]) {
            for meeting in meetings {
                category = max(category, DisplayWidth.columns(of: meeting.category.displayName))
                let name = DisplayWidth.columns(of: meeting.name)
                self.meeting = max(self.meeting, name)
                let location = meeting.venue?.locationText.map { DisplayWidth.columns(of: " " + $0) } ?? 0
                meetingWithLocation = max(meetingWithLocation, name + location)
                // Races run of races in all: the run count never has more digits than the total.
                races = max(races, 2 * String(meeting.races.count).count + 1)
                track = max(
                    track,
                    meeting.trackCondition.map { DisplayWidth.columns(of: TrackWords.spelled($0)) } ?? 1)
                weather = max(
                    weather, meeting.weather.map { DisplayWidth.columns(of: WeatherWords.spelled($0)) } ?? 1
                )
            }
        }

        /// The least width of each column of a table showing `columns`, by position.
        func minimumWidths(for columns: Columns) -> [Int] {
            let categoryWidth = columns.spellsCategories ? category : 1
            let meetingWidth = columns.showsLocation ? meetingWithLocation : meeting
            return [categoryWidth, meetingWidth, races, 0] + (columns.showsTrack ? [track] : [])
                + (columns.showsWeather ? [weather] : [])
        }
    }

    /// The header and one line per row of `rows`, a window of the day's meetings, with the
    /// columns chosen and sized as the whole day's would be (`hints`).
    static func lines(for rows: [MeetingRowViewModel], width: Int?, hints: WidthHints)
        -> [RacingDayLine]
    {
        let chosen =
            width.map { width in
                Columns.choices.first { table(for: rows, columns: $0, hints: hints).fits(width) }
                    ?? Columns.choices.last!
            } ?? .full
        return lines(of: table(for: rows, columns: chosen, hints: hints), rows: rows, width: width)
    }
}
