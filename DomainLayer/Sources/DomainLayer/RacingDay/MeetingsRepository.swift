import Foundation
import SharedUtils

/// Where the racing day's meetings come from.
public protocol MeetingsRepository: Sendable {
    /// Fetches the meetings of the racing day `date`, the day as reckoned in `timeZone`.
    /// - Throws: `FetchFailure`, or `CancellationError` when the task is cancelled.
    func racingDay(_ date: CalendarDate, timeZone: TimeZone) async throws -> RacingDay
}
