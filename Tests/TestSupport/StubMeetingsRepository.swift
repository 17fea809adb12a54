import DomainLayer
import Foundation
import SharedUtils
import Synchronization

/// A `MeetingsRepository` that answers from a closure the test can swap, and records the date of
/// every request.
public final class StubMeetingsRepository: MeetingsRepository, Sendable {
    /// Produces the answer to one request for a racing day.
    public typealias Handler = @Sendable (_ date: CalendarDate) throws(FetchFailure) -> RacingDay

    private let handler: Mutex<Handler>
    private let dates = Mutex<[CalendarDate]>([])

    /// Creates a stub that answers with `handler`.
    public init(_ handler: @escaping Handler) {
        self.handler = Mutex(handler)
    }

    /// Answers later requests with `handler`.
    public func respond(with handler: @escaping Handler) {
        self.handler.withLock { $0 = handler }
    }

    /// The date of every request so far, in order.
    public var requestedDates: [CalendarDate] { dates.withLock { $0 } }

    /// Records `date` and answers with the current handler.
    public func racingDay(_ date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure) -> RacingDay {
        dates.withLock { $0.append(date) }
        return try handler.withLock { $0 }(date)
    }
}
