import DataLayer
import Foundation
import SharedUtils
import Synchronization

/// A transport that answers each request with what `answer` gives for its URL, and keeps the URLs
/// asked in order: the network of an in-process command test. A POST is answered and kept as a
/// GET of its URL is.
public final class StubTransport: HTTPTransport, HTTPPoster {
    private let answer: @Sendable (URL) throws(FetchFailure) -> HTTPResponse
    private let asked = Mutex<[URL]>([])
    private let posted = Mutex<[Data]>([])

    /// A transport answering with `answer`, which may throw a `FetchFailure`.
    public init(_ answer: @escaping @Sendable (URL) throws(FetchFailure) -> HTTPResponse) {
        self.answer = answer
    }

    /// A transport that finds no server: every request is refused.
    public static func refusing() -> StubTransport {
        StubTransport { url throws(FetchFailure) in throw .connectionRefused(host: url.hostDescription) }
    }

    /// The URLs asked so far, first to last.
    public var requestedURLs: [URL] { asked.withLock { $0 } }

    /// Records `url`, then answers as the stub says.
    public func get(_ url: URL, headers: [String: String]) async throws(FetchFailure) -> HTTPResponse {
        try FetchFailure.checkCancellation()
        asked.withLock { $0.append(url) }
        return try answer(url)
    }

    /// The bodies of the POSTs so far, first to last.
    public var postedBodies: [Data] { posted.withLock { $0 } }

    /// Records the request's URL and body, then answers as the stub says.
    public func post(_ request: HTTPPost) async throws(FetchFailure) -> HTTPResponse {
        posted.withLock { $0.append(request.body) }
        return try await get(request.url, headers: request.headers)
    }
}
