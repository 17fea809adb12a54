import Foundation
import SharedUtils

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real transport: `URLSession` with a timeout and a cap on the body size.
public struct URLSessionTransport: HTTPTransport {
    /// The default cap on a response body, far above any real next-races response.
    public static let defaultMaximumBodySize = 5_000_000

    private let timeout: Duration
    private let maximumBodySize: Int

    /// Creates a transport.
    /// - Parameters:
    ///   - timeout: How long a whole request may take.
    ///   - maximumBodySize: Bodies larger than this many bytes are refused while they stream in.
    public init(timeout: Duration = .seconds(10), maximumBodySize: Int = defaultMaximumBodySize) {
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
    }

    /// Fetches `url` with `URLSession`, refusing bodies over the cap while they stream in.
    public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
        var request = URLRequest(url: url, timeoutInterval: timeout.timeInterval)
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.timeInterval
        configuration.timeoutIntervalForResource = timeout.timeInterval
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // Races go stale in seconds: nothing is worth caching, and opening a cache costs disk work.
        configuration.urlCache = nil
        let loader = BoundedResponseLoader(
            host: url.host ?? url.absoluteString, maximumBodySize: maximumBodySize)
        let session = URLSession(configuration: configuration, delegate: loader, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                loader.start(task, continuation: continuation)
            }
        } onCancel: {
            loader.cancel()
        }
    }
}
