import Foundation
import SharedUtils

/// A source of racing days' meetings: the live API or a recording.
public protocol MeetingsService: Sendable {
    /// Where the responses come from; `.live` unless the service is a recording.
    var origin: FeedOrigin { get }

    /// Fetches the meetings of the racing day `date`, the day as reckoned in `timeZone`.
    /// - Throws: `FetchFailure`, `.cancelled` when the task is cancelled.
    func meetings(on date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure) -> MeetingsResponse
}

extension MeetingsService {
    /// The live API's, as every service but the demo's recordings.
    public var origin: FeedOrigin { .live }
}
