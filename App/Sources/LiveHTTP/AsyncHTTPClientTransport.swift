import AsyncHTTPClient
import DataLayer
import Foundation
import NIOCore
import NIOHTTP1
import SharedUtils

/// The live transport: a GET (and the alert channels' POST) over the process's one `HTTPClient`, with one deadline for the whole
/// request and a cap on the body counted as it streams in.
///
/// The request asks for the body as it is (`Accept-Encoding: identity`) and a body the server
/// compresses anyway is refused at its headers, so a small compressed body cannot inflate past the
/// cap (the client inflates nothing: its decompression is off). Once the cap is passed the body
/// is dropped unread, which closes the connection. A request that ends without a whole response
/// throws the services' one failure, `FetchFailure`, naming the host, and `.cancelled` when the
/// task that asked is cancelled: every error of the HTTP client becomes one where it is caught.
public struct AsyncHTTPClientTransport: HTTPTransport {
    private let client: HTTPClient
    private let timeout: Duration
    private let maximumBodySize: Int
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates a transport over `client`.
    /// - Parameters:
    ///   - client: The process's client, which the composition root shuts down.
    ///   - timeout: How long a whole request may take, from connecting to the body's last byte.
    ///   - maximumBodySize: Bodies larger than this many bytes are refused while they stream in.
    ///   - clock: The clock the timeout is measured on.
    public init<C: Clock<Duration>>(
        client: HTTPClient, timeout: Duration = .seconds(10), maximumBodySize: Int,
        clock: C = ContinuousClock()
    ) {
        self.client = client
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
        self.sleep = { try await clock.sleep(for: $0) }
    }

    /// Fetches `url`, refusing bodies over the cap while they stream in and giving up with
    /// `FetchFailure.timedOut` once the whole request has taken `timeout`.
    /// - Throws: `FetchFailure`, `.cancelled` when the calling task is cancelled.
    public func get(_ url: URL, headers: [String: String]) async throws(FetchFailure) -> HTTPResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        for (name, value) in headers {
            request.headers.replaceOrAdd(name: name, value: value)
        }
        return try await perform(request, host: url.hostDescription)
    }

    /// Sends `request` as `get` fetches a URL: one deadline for the whole request, the body
    /// capped as it streams in.
    /// - Throws: `FetchFailure`, `.cancelled` when the calling task is cancelled.
    func perform(_ request: HTTPClientRequest, host: String) async throws(FetchFailure) -> HTTPResponse {
        try FetchFailure.checkCancellation()
        // The client's own timeouts bound a connect or a pause between reads, not the whole
        // request, so a body that trickles in would never time out: race the request against the
        // deadline on the injected clock, and cancel whichever loses.
        let outcome = await withTaskGroup(of: Result<HTTPResponse, FetchFailure>.self) { group in
            group.addTask { await load(request, host: host) }
            group.addTask { [sleep, timeout] in
                do {
                    try await sleep(timeout)
                } catch {
                    return .failure(.cancelled)  // The sleep throws only when cancelled.
                }
                return .failure(.timedOut(host: host))
            }
            defer { group.cancelAll() }
            return await group.next() ?? .failure(.cancelled)
        }
        return try outcome.get()
    }

    /// Runs one request to its end, or until the calling task is cancelled.
    private func load(_ request: HTTPClientRequest, host: String) async -> Result<HTTPResponse, FetchFailure>
    {
        var request = request
        request.headers.replaceOrAdd(name: "Accept-Encoding", value: "identity")
        let response: HTTPClientResponse
        do {
            // The deadline is the race in `perform`, on the injected clock.
            response = try await client.execute(request, deadline: .distantFuture)
        } catch {
            return .failure(Self.failure(for: error, headersArrived: false, host: host))
        }
        do {
            return .success(try await collect(response, host: host))
        } catch {
            return .failure(error)
        }
    }

    /// Reads the body of `response` up to the cap, refusing a compressed or too long one at its
    /// headers.
    private func collect(_ response: HTTPClientResponse, host: String) async throws(FetchFailure)
        -> HTTPResponse
    {
        if let coding = response.headers.first(name: "Content-Encoding")?.trimmingCharacters(
            in: .whitespaces),
            !coding.isEmpty, coding.lowercased() != "identity"
        {
            throw .invalidResponse(reason: "the body is compressed, which nexttogo did not ask for")
        }
        let declaredLength = response.headers.first(name: "Content-Length").flatMap { Int($0) }
        if let declaredLength, declaredLength > maximumBodySize {
            throw .responseTooLarge(limit: maximumBodySize)
        }
        var body = Data()
        body.reserveCapacity(min(declaredLength ?? 0, maximumBodySize))
        var isTooLarge = false
        do {
            for try await buffer in response.body {
                // Leaving the loop drops the body, and the client closes the connection.
                guard body.count + buffer.readableBytes <= maximumBodySize else {
                    isTooLarge = true
                    break
                }
                body.append(contentsOf: buffer.readableBytesView)
            }
        } catch {
            throw Self.failure(for: error, headersArrived: true, host: host)
        }
        if isTooLarge { throw .responseTooLarge(limit: maximumBodySize) }
        var headers: [String: String] = [:]
        for (name, value) in response.headers {
            let key = name.lowercased()
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        // The history ends with the response itself; the heads before it are the redirects.
        let redirects = response.history.dropLast().map { step in
            HTTPRedirect(
                status: Int(step.responseHead.status.code),
                location: step.responseHead.headers.first(name: "Location") ?? "")
        }
        return HTTPResponse(
            status: Int(response.status.code), headers: headers, body: body, redirects: redirects)
    }
}
