import Foundation

/// What can go wrong when fetching next races from the API.
public enum NedsServiceError: Error, Equatable, Sendable {
    /// The host could not be reached: offline, no DNS, connection refused.
    case unreachable(host: String)
    /// The connection dropped before the whole response arrived.
    case interrupted(host: String)
    /// No response within the timeout.
    case timedOut(host: String)
    /// The server answered with a status other than 2xx.
    case httpStatus(Int, retryAfter: RetryAfter?)
    /// The body is not a Neds next-races response.
    case invalidResponse(reason: String)
    /// The body is larger than the transport accepts.
    case responseTooLarge(limit: Int)
}
