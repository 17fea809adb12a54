import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one data task's response as it streams in, stops it once the body passes a size cap,
/// and resumes the waiting caller exactly once.
///
/// The request asks for the body as it is (`Accept-Encoding: identity`), and a body the server
/// compresses anyway is refused at its headers: `URLSession` inflates it on its own threads, far
/// faster than the delegate sees it. Once the caller is resumed, every further byte is dropped
/// unread, so memory stays near the cap however long `URLSession` takes to stop the task.
/// `URLSession` calls the delegate on its own queue, so the mutable state sits behind a `Mutex`.
final class BoundedResponseLoader: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var response: HTTPURLResponse?
        var body = Data()
        var cancelled = false
        var finished = false
    }

    /// Where tasks are cancelled: on Linux `cancel()` waits for the session's network thread,
    /// which can be busy for seconds inflating a body, and neither the caller's thread nor the
    /// delegate queue (whose backlog would grow meanwhile) may wait that long.
    private static let cancellations = DispatchQueue(label: "nexttogo.BoundedResponseLoader.cancellations")

    private let host: String
    private let maximumBodySize: Int
    private let state = Mutex(State())

    init(host: String, maximumBodySize: Int) {
        self.host = host
        self.maximumBodySize = maximumBodySize
    }

    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let cancelledEarly = state.withLock { state in
            state.task = task
            state.continuation = continuation
            return state.cancelled
        }
        if cancelledEarly {
            finish(with: .failure(CancellationError()))
        } else {
            task.resume()
        }
    }

    func cancel() {
        state.withLock { $0.cancelled = true }
        finish(with: .failure(CancellationError()))
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

    /// Resumes the caller once, then stops the task if it is still running.
    private func finish(with result: Result<HTTPResponse, any Error>) {
        let (continuation, task) = state.withLock { state in
            defer {
                state.continuation = nil
                state.body = Data()
                state.finished = true
            }
            return (state.continuation, state.task)
        }
        guard let continuation else { return }
        continuation.resume(with: result)
        if let task {
            Self.cancellations.async { task.cancel() }
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
