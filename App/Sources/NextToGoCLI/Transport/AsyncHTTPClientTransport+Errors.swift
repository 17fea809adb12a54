import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AsyncHTTPClientTransport {
    /// The failure for an error of the HTTP client, SwiftNIO or the system, or a
    /// `CancellationError` when the request was cancelled. `headersArrived` says whether the
    /// response's head was in: after it, any failure but a timeout or a cancellation means the
    /// body was cut short.
    static func failure(for error: any Error, headersArrived: Bool) -> any Error {
        switch classify(error) {
        case .cancelled: CancellationError()
        case .timedOut: HTTPFetchFailure.timedOut
        case .other where headersArrived: HTTPFetchFailure.interrupted
        case .other(let failure): failure
        }
    }

    /// What an error means for the request.
    private enum Meaning {
        case cancelled
        case timedOut
        case other(HTTPFetchFailure)
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
            return .other(.interrupted)
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return .other(.tlsFailure)
        case is SocketAddressError, is SocketAddressError.UnknownHost:
            return .other(.hostNotFound)
        case is HTTPParserError:
            // An answer that stops being HTTP part way, such as one cut short.
            return .other(.interrupted)
        default:
            return .other(.unreachable)
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
            .other(.tooManyRedirects)
        case .remoteConnectionClosed, .bodyLengthMismatch:
            .other(.interrupted)
        default:
            .other(.unreachable)
        }
    }

    /// A failed connect: the name did not resolve, or every address the name has refused or could
    /// not be reached; a refusal anywhere says a host is there.
    private static func classify(_ error: NIOConnectionError) -> Meaning {
        guard !error.connectionErrors.isEmpty else {
            return error.dnsAError != nil || error.dnsAAAAError != nil
                ? .other(.hostNotFound) : .other(.unreachable)
        }
        let meanings = error.connectionErrors.map { classify($0.error) }
        if meanings.contains(where: { if case .other(.connectionRefused) = $0 { true } else { false } }) {
            return .other(.connectionRefused)
        }
        return meanings.first ?? .other(.unreachable)
    }

    private static func classify(errno code: Int32) -> Meaning {
        switch code {
        case ECONNREFUSED: .other(.connectionRefused)
        case ETIMEDOUT: .timedOut
        case ECONNRESET, EPIPE, ECONNABORTED: .other(.interrupted)
        default: .other(.unreachable)
        }
    }
}
