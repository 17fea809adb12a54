import Foundation
import SharedUtils

/// Fetches a racing day's meetings from the racing API over an `HTTPTransport`: one request.
public struct NedsMeetingsService: MeetingsService {
    private let endpoint: NedsEndpoint
    private let transport: any HTTPTransport
    private let userAgent: String
    private let maximumBodySize: Int

    /// Creates a service for `endpoint`.
    /// - Parameters:
    ///   - endpoint: Where the API lives (Neds or Ladbrokes: the same path answers on both).
    ///   - transport: How requests are sent.
    ///   - userAgent: The `User-Agent` header, such as `nexttogo/1.0.0`.
    ///   - maximumBodySize: Bodies larger than this are refused, whatever the transport let in.
    ///     A real day is about 1 MB.
    public init(
        endpoint: NedsEndpoint, transport: any HTTPTransport, userAgent: String,
        maximumBodySize: Int = HTTPResponse.maximumBodySize
    ) {
        self.endpoint = endpoint
        self.transport = transport
        self.userAgent = userAgent
        self.maximumBodySize = maximumBodySize
    }

    /// Fetches and decodes the day's meetings, turning an error status into `httpStatus` with
    /// its `Retry-After`.
    public func meetings(on date: CalendarDate, timeZone: TimeZone) async throws -> MeetingsResponse {
        let response = try await transport.get(
            endpoint.meetingsURL(date: date, timeZone: timeZone),
            headers: HTTPResponse.requestHeaders(userAgent: userAgent))
        return try MeetingsResponseDecoder.decode(response.acceptedBody(maximumBodySize: maximumBodySize))
    }
}
