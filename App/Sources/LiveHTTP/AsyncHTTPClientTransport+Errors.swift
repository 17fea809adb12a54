import AsyncHTTPClient
import DataLayer
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import SharedUtils

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AsyncHTTPClientTransport {
    /// The failure of a request to `host` for an error of the HTTP client, SwiftNIO or the
    /// system, `.cancelled` when the request was cancelled. `headersArrived` says whether the
    /// response's head was in: after it, any failure but a timeout or a cancellation means the
    /// body was cut short.
    static func failure(for error: any Error, headersArrived: Bool, host: String) -> FetchFailure {
        switch classify(error) {
        case .cancelled: .cancelled
        case .timedOut: FetchFailure.timedOut(host: host)
        case .refused where headersArrived: FetchFailure.interrupted(host: host)
        case .refused: FetchFailure.connectionRefused(host: host)
        case .other where headersArrived: FetchFailure.interrupted(host: host)
        case .other(let fault): fault(host)
        }
    }

    /// What an error means for the request: cancelled, timed out, refused (nothing listens at the
    /// host's port), or another failure, the service's error for a host.
    private enum Meaning {
        case cancelled
        case timedOut
        case refused
        case other(@Sendable (_ host: String) -> FetchFailure)
    }

    private static func classify(_ error: any Error) -> Meaning {
        switch error {
        case is CancellationError:
            return .cancelled
        case let error as HTTPClientError:
            return classify(error)
        case let error as NIOConnectionError:
            return classify(error)
        case let error as IOError:
            return classify(errno: error.errnoCode)
        case let error as ChannelError:
            if case .connectTimeout = error { return .timedOut }
            return .other(FetchFailure.interrupted)
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return .other(FetchFailure.tlsFailure)
        case is SocketAddressError, is SocketAddressError.UnknownHost:
            return .other(FetchFailure.hostNotFound)
        case is HTTPParserError:
            // An answer that stops being HTTP part way, such as one cut short.
            return .other(FetchFailure.interrupted)
        default:
            return .other(FetchFailure.unreachable)
        }
    }

    private static func classify(_ error: HTTPClientError) -> Meaning {
        switch error {
        case .cancelled:
            .cancelled
        case .deadlineExceeded, .connectTimeout, .readTimeout, .writeTimeout, .tlsHandshakeTimeout,
            .getConnectionFromPoolTimeout:
            .timedOut
        case .redirectLimitReached, .redirectCycleDetected:
            .other(FetchFailure.tooManyRedirects)
        case .remoteConnectionClosed, .bodyLengthMismatch:
            .other(FetchFailure.interrupted)
        default:
            .other(FetchFailure.unreachable)
        }
    }

    /// A failed connect: the name did not resolve, or every address the name has refused or could
    /// not be reached; a refusal anywhere says a host is there.
    private static func classify(_ error: NIOConnectionError) -> Meaning {
        guard !error.connectionErrors.isEmpty else {
            return error.dnsAError != nil || error.dnsAAAAError != nil
                ? .other(FetchFailure.hostNotFound) : .other(FetchFailure.unreachable)
        }
        let meanings = error.connectionErrors.map { classify($0.error) }
        if meanings.contains(where: { if case .refused = $0 { true } else { false } }) {
            return .refused
        }
        return meanings.first ?? .other(FetchFailure.unreachable)
    }

    private static func classify(errno code: Int32) -> Meaning {
        switch code {
        case ECONNREFUSED: .refused
        case ETIMEDOUT: .timedOut
        case ECONNRESET, EPIPE, ECONNABORTED: .other(FetchFailure.interrupted)
        default: .other(FetchFailure.unreachable)
        }
    }
}
