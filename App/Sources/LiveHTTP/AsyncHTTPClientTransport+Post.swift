import AsyncHTTPClient
import DataLayer
import Foundation
import NIOCore
import SharedUtils

extension AsyncHTTPClientTransport: HTTPPoster {
    /// Sends `request` as a POST, with the same deadline and cap on the answer as a GET.
    /// - Throws: `FetchFailure`, `.cancelled` when the calling task is cancelled.
    public func post(_ request: HTTPPost) async throws(FetchFailure) -> HTTPResponse {
        var clientRequest = HTTPClientRequest(url: request.url.absoluteString)
        clientRequest.method = .POST
        for (name, value) in request.headers {
            clientRequest.headers.replaceOrAdd(name: name, value: value)
        }
        clientRequest.body = .bytes(ByteBuffer(bytes: request.body))
        return try await perform(clientRequest, host: request.url.hostDescription)
    }
}
