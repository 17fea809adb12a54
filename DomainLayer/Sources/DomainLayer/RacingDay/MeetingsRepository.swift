import Foundation
import SharedUtils

/// Where the racing day's meetings come from.
public protocol MeetingsRepository: Sendable {
    /// Where the meetings come from: the live API or the demo's recording.
    var origin: FeedOrigin { get }

    /// Fetches the meetings of the racing day `date`, the day as reckoned in `timeZone`.
    /// - Throws: `FetchFailure`, `.cancelled` when the task is cancelled.
    func racingDay(_ date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure) -> RacingDay
}

extension MeetingsRepository {
    /// The live API's, unless the repository says otherwise.
    public var origin: FeedOrigin { .live }
}
