import DataLayer
import Foundation
import SharedUtils
import Synchronization

/// A `MeetingsService` that answers from a closure and records the date and zone of every
/// request.
public final class StubMeetingsService: MeetingsService, Sendable {
    /// Produces the answer to one request for a day's meetings.
    public typealias Handler =
        @Sendable (_ date: CalendarDate, _ timeZone: TimeZone) throws(FetchFailure) -> MeetingsResponse

    private let handler: Handler
    private let requests = Mutex<[(date: CalendarDate, timeZone: TimeZone)]>([])
    /// Where the stub says its meetings come from: the live API unless it plays a recording.
    public let origin: FeedOrigin

    /// Creates a stub that answers with `handler`, as the live API or a recording (`origin`).
    public init(origin: FeedOrigin = .live, _ handler: @escaping Handler) {
        self.origin = origin
        self.handler = handler
    }

    /// The date and zone of every request so far, in order.
    public var requested: [(date: CalendarDate, timeZone: TimeZone)] { requests.withLock { $0 } }

    /// Records the request and answers with the handler.
    public func meetings(on date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure)
        -> MeetingsResponse
    {
        requests.withLock { $0.append((date, timeZone)) }
        return try handler(date, timeZone)
    }
}
