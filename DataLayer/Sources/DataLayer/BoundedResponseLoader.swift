import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs one request in a session of its own, collects the response as it streams in, stops once
/// the body passes a size cap, and resumes the waiting caller exactly once.
///
/// The request asks for the body as it is (`Accept-Encoding: identity`), and a body the server
/// compresses anyway is refused at its headers: `URLSession` inflates it on its own threads, far
/// faster than the delegate sees it. Once the caller is resumed, every further byte is dropped
/// unread, so memory stays near the cap however long `URLSession` takes to stop the task.
/// `URLSession` calls the delegate on its own queue, so the mutable state sits behind a `Mutex`.
final class BoundedResponseLoader: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct State {
        var session: URLSession?
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var response: HTTPURLResponse?
        var body = Data()
        var finished = false
    }

    /// Where sessions are made, started and cancelled. On Linux these calls wait for the one
    /// network thread all sessions share, which can be busy for seconds inflating a compressed
    /// body; here they hold up no caller, no delegate queue and no thread of the task pool, so a
    /// cancelled or timed-out request returns at once whatever `URLSession` is doing.
    private static let sessions = DispatchQueue(label: "nexttogo.BoundedResponseLoader.sessions")

    private let host: String
    private let maximumBodySize: Int
    private let timeout: TimeInterval
    private let state = Mutex(State())

    /// Creates a loader; `host` names the server in errors, `timeout` is URLSession's own.
    init(host: String, maximumBodySize: Int, timeout: TimeInterval) {
        self.host = host
        self.maximumBodySize = maximumBodySize
        self.timeout = timeout
    }

    /// Sends `request` and returns the whole response, or throws as soon as the calling task is
    /// cancelled.
    func response(for request: URLRequest) async throws -> HTTPResponse {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start(request, continuation: continuation)
            }
        } onCancel: {
            finish(with: .failure(CancellationError()))
        }
    }

    private func start(_ request: URLRequest, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let cancelledEarly = state.withLock { state in
            if !state.finished { state.continuation = continuation }
            return state.finished
        }
        guard !cancelledEarly else {
            continuation.resume(throwing: CancellationError())
            return
        }
        Self.sessions.async { [self] in
            guard !state.withLock({ $0.finished }) else { return }
            let session = URLSession(configuration: configuration(), delegate: self, delegateQueue: nil)
            let task = session.dataTask(with: request)
            let finishedMeanwhile = state.withLock { state in
                if !state.finished { state.session = session }
                return state.finished
            }
            if finishedMeanwhile {
                session.invalidateAndCancel()
            } else {
                task.resume()
            }
        }
    }

    private func configuration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // Races go stale in seconds: nothing is worth caching, and opening a cache costs disk work.
        configuration.urlCache = nil
        return configuration
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if Self.isEncoded(response) {
            completionHandler(.cancel)
            finish(
                with: .failure(
                    NedsServiceError.invalidResponse(
                        reason: "the body is compressed, which nexttogo did not ask for")))
            return
        }
        if response.expectedContentLength > Int64(maximumBodySize) {
            completionHandler(.cancel)
            finish(with: .failure(NedsServiceError.responseTooLarge(limit: maximumBodySize)))
            return
        }
        state.withLock { $0.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = state.withLock { state in
            guard !state.finished else { return false }
            state.body.append(data)
            return state.body.count > maximumBodySize
        }
        if tooLarge {
            finish(with: .failure(NedsServiceError.responseTooLarge(limit: maximumBodySize)))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
        if let error {
            // Once the status line is in, any transport error but a timeout or a cancellation
            // means the body was cut short.
            let responded = state.withLock { $0.response != nil }
            let code = (error as? URLError)?.code
            finish(
                with: .failure(
                    responded && code != .cancelled && code != .timedOut
                        ? NedsServiceError.interrupted(host: host) : serviceError(for: error)))
            return
        }
        let result: Result<HTTPResponse, any Error> = state.withLock { state in
            guard let response = state.response else {
                return .failure(NedsServiceError.interrupted(host: host))
            }
            let headers = response.allHeaderFields.reduce(into: [String: String]()) { headers, field in
                if let name = field.key as? String, let value = field.value as? String {
                    headers[name] = value
                }
            }
            return .success(HTTPResponse(status: response.statusCode, headers: headers, body: state.body))
        }
        finish(with: result)
    }

    /// Resumes the caller once, then stops the session's task if it is still running.
    private func finish(with result: Result<HTTPResponse, any Error>) {
        let ending = state.withLock {
            state -> (CheckedContinuation<HTTPResponse, any Error>?, URLSession?)? in
            guard !state.finished else { return nil }
            defer {
                state.finished = true
                state.continuation = nil
                state.session = nil
                state.body = Data()
            }
            return (state.continuation, state.session)
        }
        guard let (continuation, session) = ending else { return }
        continuation?.resume(with: result)
        if let session {
            Self.sessions.async { session.invalidateAndCancel() }
        }
    }

    /// Whether the body comes with a content coding other than `identity`, such as gzip.
    private static func isEncoded(_ response: URLResponse) -> Bool {
        guard let coding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")
        else { return false }
        let name = coding.trimmingCharacters(in: .whitespaces).lowercased()
        return !name.isEmpty && name != "identity"
    }

    /// The service error for a transport error that ended the task before any response.
    private func serviceError(for error: any Error) -> any Error {
        guard let urlError = error as? URLError else { return NedsServiceError.unreachable(host: host) }
        switch urlError.code {
        case .timedOut:
            return NedsServiceError.timedOut(host: host)
        case .networkConnectionLost, .badServerResponse:
            // A server that closes before its headers ends the task with `badServerResponse`.
            return NedsServiceError.interrupted(host: host)
        case .cannotFindHost, .dnsLookupFailed:
            return NedsServiceError.hostNotFound(host: host)
        case .cannotConnectToHost:
            return NedsServiceError.connectionRefused(host: host)
        case .httpTooManyRedirects:
            return NedsServiceError.tooManyRedirects(host: host)
        case .cancelled:
            return CancellationError()
        default:
            return NedsServiceError.unreachable(host: host)
        }
    }
}
