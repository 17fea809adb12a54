import Foundation
import SharedUtils

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real transport: `URLSession` with a deadline on the whole request and a cap on the body.
public struct URLSessionTransport: HTTPTransport {
    /// The default cap on a response body, far above any real next-races response.
    public static let defaultMaximumBodySize = 5_000_000

    private let timeout: Duration
    private let maximumBodySize: Int
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates a transport.
    /// - Parameters:
    ///   - timeout: How long a whole request may take, from connecting to the body's last byte.
    ///   - maximumBodySize: Bodies larger than this many bytes are refused while they stream in.
    ///   - clock: The clock the timeout is measured on.
    public init<C: Clock<Duration>>(
        timeout: Duration = .seconds(10), maximumBodySize: Int = defaultMaximumBodySize,
        clock: C = ContinuousClock()
    ) {
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
        self.sleep = { try await clock.sleep(for: $0) }
    }

    /// Fetches `url` with `URLSession`, refusing bodies over the cap while they stream in and
    /// giving up with `NedsServiceError.timedOut` once the whole request has taken `timeout`.
    public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
        let host = url.hostDescription
        // URLSession's own timeouts restart with every byte (and Linux ignores the resource
        // timeout), so a body that trickles in would never time out: race the request against
        // the deadline, and cancel whichever loses.
        return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask { try await load(url, headers: headers, host: host) }
            group.addTask { [sleep, timeout] in
                try await sleep(timeout)
                throw NedsServiceError.timedOut(host: host)
            }
            defer { group.cancelAll() }
            guard let response = try await group.next() else { throw CancellationError() }
            return response
        }
    }

    /// Runs one request to its end, or until the calling task is cancelled.
    private func load(_ url: URL, headers: [String: String], host: String) async throws -> HTTPResponse {
        var request = URLRequest(url: url, timeoutInterval: timeout.timeInterval)
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        // The size cap counts the bytes the delegate sees; a compressed body would be inflated
        // out of its reach, so ask for the body as it is.
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let loader = BoundedResponseLoader(
            host: host, maximumBodySize: maximumBodySize, timeout: timeout.timeInterval)
        return try await loader.response(for: request)
    }
}
