import DomainLayer
import Foundation
import SharedUtils

extension MeetingLayout {
    /// The widths a meeting's races take in the columns the clock does not change (number, name,
    /// start, placings), measured once over every race, so that a screen laying out a window of a
    /// long meeting keeps the columns the whole meeting's would have.
    struct WidthHints: Sendable, Equatable {
        /// Whether some race has placings, and so the table a placings column.
        let showsPlacings: Bool
        /// The least width of each column, by position; the status's is the window's own.
        let minimumWidths: [Int]

        /// The hints for `races`, with start times in `clock`'s zone: one pass over them.
        init(races: [MeetingRace], clock: ClockTimeFormatter) {
            var number = 0
            var name = 0
            var starts = 0
            var placings = 0
            for race in races {
                number = max(number, DisplayWidth.columns(of: RacingDayWords.raceNumber(race)))
                name = max(name, DisplayWidth.columns(of: race.name))
                starts = max(starts, DisplayWidth.columns(of: clock.hoursAndMinutes(race.advertisedStart)))
                placings = max(placings, DisplayWidth.columns(of: RacingDayWords.placings(race.placings)))
            }
            showsPlacings = placings > 0
            minimumWidths = [number, name, starts, 0] + (showsPlacings ? [placings] : [])
        }
    }
}
