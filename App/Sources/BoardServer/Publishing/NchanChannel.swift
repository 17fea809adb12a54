import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import SharedUtils

/// An Nchan publisher location, over HTTP: a POST publishes a message (Nchan answers 201 or 202),
/// and a GET asking for JSON says how many messages the channel holds (404 when it has none).
struct NchanChannel: BoardChannel {
    /// The publisher location.
    let url: URL
    /// The client the requests go through, which the caller shuts down.
    let client: HTTPClient
    /// How long one request may take.
    static let timeout = TimeAmount.seconds(10)
    /// The most of an answer read: Nchan's are a few hundred bytes.
    static let maximumAnswer = 64 * 1_024

    var location: String { url.absoluteString }

    func publish(_ body: ByteBuffer) async throws(PublishFailure) {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(body)
        let (status, _) = try await send(request)
        guard (200..<300).contains(status) else {
            throw PublishFailure(message: "\(location) answered \(status) to the board")
        }
    }

    func heldMessages() async throws(PublishFailure) -> Int {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        let (status, body) = try await send(request)
        if status == 404 { return 0 }
        guard (200..<300).contains(status),
            let info = try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))
                as? [String: Any],
            let messages = info["messages"] as? Int, messages >= 0
        else {
            throw PublishFailure(
                message: "\(location) answered \(status), not an Nchan channel's information")
        }
        return messages
    }

    /// Sends `request`, giving back the status and the answer's body.
    private func send(_ request: HTTPClientRequest) async throws(PublishFailure) -> (Int, ByteBuffer) {
        do {
            let response = try await client.execute(request, timeout: Self.timeout)
            let body = try await response.body.collect(upTo: Self.maximumAnswer)
            return (Int(response.status.code), body)
        } catch {
            throw PublishFailure(
                message: "cannot reach \(location): \(ShownTextLimit.safe("\(error)", limit: 200))")
        }
    }
}
