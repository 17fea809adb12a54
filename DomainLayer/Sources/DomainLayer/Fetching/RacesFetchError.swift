/// Why a fetch of next races failed, in the app's terms.
public enum RacesFetchError: Error, Equatable, Sendable {
    /// The host could not be reached for want of a network, or for a reason the system does not
    /// name.
    case unreachable(host: String)
    /// The host name could not be resolved.
    case hostNotFound(host: String)
    /// The host refused the connection: nothing listens at that port.
    case connectionRefused(host: String)
    /// The server kept redirecting, more times than any real answer needs.
    case tooManyRedirects(host: String)
    /// No secure connection could be set up with the host.
    case tlsFailure(host: String)
    /// The connection dropped before the whole response arrived.
    case interrupted(host: String)
    /// The whole response did not arrive within the timeout.
    case timedOut(host: String)
    /// The server answered with an error status, perhaps asking to wait before retrying.
    case httpStatus(Int, retryAfter: Duration?)
    /// The route is not there: HTTP 404, or the gateway saying no service answers it.
    case routeRefused(status: Int)
    /// The response was not a next-races response.
    case invalidResponse(reason: String)
    /// The response was larger than the app accepts.
    case responseTooLarge(limit: Int)

    /// The wait the server asked for, if any.
    public var retryAfter: Duration? {
        if case .httpStatus(_, let retryAfter) = self { retryAfter } else { nil }
    }
}
