import Foundation
import SharedUtils

/// Fetches a racing day's meetings from the racing API through a `NedsClient`: one request (the
/// same path answers on Neds and Ladbrokes).
public struct NedsMeetingsService: MeetingsService {
    private let client: NedsClient
    private let maximumBodySize: Int

    /// A service asking through `client`, refusing bodies larger than `maximumBodySize` whatever
    /// the transport let in (a real day is about 1 MB).
    public init(client: NedsClient, maximumBodySize: Int = HTTPResponse.maximumBodySize) {
        self.client = client
        self.maximumBodySize = maximumBodySize
    }

    /// Fetches and decodes the day's meetings, turning an error status into `httpStatus` with
    /// its `Retry-After`.
    public func meetings(on date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure)
        -> MeetingsResponse
    {
        let response = try await client.get(client.endpoint.meetingsURL(date: date, timeZone: timeZone))
        return try MeetingsResponseDecoder.decode(response.acceptedBody(maximumBodySize: maximumBodySize))
    }
}
