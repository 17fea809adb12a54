import Foundation

/// Why a request to the racing API failed: the one failure the transport, the services, the
/// repositories and the screens share, whatever was asked for (the words per subject are the
/// presentation's). Each of them throws only this (`throws(FetchFailure)`), so no one casts.
///
/// Cancellation travels as a case of its own, `cancelled`: a request given up because the task
/// that made it was cancelled throws it, through every layer, in place of `CancellationError`.
/// The loops that follow a feed end on it without a word and the one-shot commands say
/// "interrupted"; the route probe, whose edge is `throws(CancellationError)`, turns it back into
/// one.
public enum FetchFailure: Error, Equatable, Sendable {
    /// The host could not be reached for want of a network, or for a reason the system does not
    /// name.
    case unreachable(host: String)
    /// The host name could not be resolved.
    case hostNotFound(host: String)
    /// The host refused the connection: nothing listens at that port.
    case connectionRefused(host: String)
    /// The server kept redirecting, more times than any real answer needs.
    case tooManyRedirects(host: String)
    /// No secure connection could be set up with the host: it does not speak TLS at that port, or
    /// its certificate is not one to trust.
    case tlsFailure(host: String)
    /// The connection dropped before the whole response arrived.
    case interrupted(host: String)
    /// The whole response, headers and body, did not arrive within the timeout.
    case timedOut(host: String)
    /// The server answered with a status other than 2xx, perhaps asking to wait before retrying.
    case httpStatus(Int, retryAfter: RetryAfter?)
    /// The route is not there any more: HTTP 404, or a 5xx whose body is the gateway's own
    /// (go-micro's `rpc: can't find method`, `none available`) saying no service answers it.
    case routeRefused(status: Int)
    /// The body is not the response asked for.
    case invalidResponse(reason: String)
    /// The body is larger than the transport accepts.
    case responseTooLarge(limit: Int)
    /// The task that made the request was cancelled, so the request was given up: never a
    /// failure to show or to wait out.
    case cancelled
}

extension FetchFailure {
    /// Whether the error says the route itself is not there or not what it was: it refused the
    /// request or sent a body of another shape. Another route may answer; a network fault or a
    /// server in trouble is not the route's doing.
    public var isRouteFailure: Bool {
        switch self {
        case .routeRefused, .invalidResponse: true
        default: false
        }
    }

    /// Throws `cancelled` when the current task is cancelled: `Task.checkCancellation()` for
    /// code that throws only `FetchFailure`.
    public static func checkCancellation() throws(FetchFailure) {
        if Task.isCancelled { throw .cancelled }
    }

    /// The wait the server asked for, reckoned from `now`, if it asked for one.
    public func retryDelay(from now: Date) -> Duration? {
        if case .httpStatus(_, let retryAfter?) = self { retryAfter.delay(from: now) } else { nil }
    }
}
