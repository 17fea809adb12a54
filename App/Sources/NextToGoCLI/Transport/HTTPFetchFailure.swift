/// Why a live request ended without a whole response, in the transport's own words; the
/// composition root turns each into the services' error, naming the host.
enum HTTPFetchFailure: Error, Equatable {
    /// The host could not be reached, for want of a network or a reason the system does not name.
    case unreachable
    /// The host name did not resolve.
    case hostNotFound
    /// Nothing listens at the host's port.
    case connectionRefused
    /// No secure connection could be set up.
    case tlsFailure
    /// The server redirected more times than any real answer needs.
    case tooManyRedirects
    /// The connection dropped before the whole response arrived.
    case interrupted
    /// The whole request took longer than its timeout.
    case timedOut
    /// The server compressed the body, which was not asked for.
    case compressedBody
    /// The body is longer than `limit` bytes.
    case bodyTooLarge(limit: Int)
}
