import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one data task's response as it streams in, stops it once the body passes a size cap,
/// and resumes the waiting caller exactly once.
///
/// `URLSession` calls the delegate on its own queue, so the mutable state sits behind a `Mutex`.
final class BoundedResponseLoader: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var response: HTTPURLResponse?
        var body = Data()
        var cancelled = false
    }

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
            // Once the status line is in, any transport error means the body was cut short.
            let responded = state.withLock { $0.response != nil }
            let cancelled = (error as? URLError)?.code == .cancelled
            finish(
                with: .failure(
                    responded && !cancelled
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

    /// Resumes the caller once, and stops the task if it is still running.
    private func finish(with result: Result<HTTPResponse, any Error>) {
        let (continuation, task) = state.withLock { state in
            defer {
                state.continuation = nil
                state.body = Data()
            }
            return (state.continuation, state.task)
        }
        guard let continuation else { return }
        task?.cancel()
        continuation.resume(with: result)
    }

    private func serviceError(for error: any Error) -> any Error {
        guard let urlError = error as? URLError else { return NedsServiceError.unreachable(host: host) }
        switch urlError.code {
        case .timedOut:
            return NedsServiceError.timedOut(host: host)
        case .networkConnectionLost:
            return NedsServiceError.interrupted(host: host)
        case .cancelled:
            return CancellationError()
        default:
            return NedsServiceError.unreachable(host: host)
        }
    }
}
