import DataLayer
import Foundation
import TestSupport
import Testing

/// The real HTTP path: `URLSessionTransport` against a server on 127.0.0.1.
@Suite(.timeLimit(.minutes(1))) struct NedsRacesServiceTests {
    private func service(
        _ server: LoopbackHTTPServer, transport: URLSessionTransport = URLSessionTransport()
    ) throws -> NedsRacesService {
        NedsRacesService(
            endpoint: try NedsEndpoint(apiRoot: server.baseURL.absoluteString),
            transport: transport, userAgent: "nexttogo/test")
    }

    @Test func fetchesAndDecodesARecordedResponse() async throws {
        let body = try Fixtures.data(named: "waelsaad__Entain-Neds-Level__Racing")
        let server = try LoopbackHTTPServer { _ in .json(Array(body)) }
        defer { server.stop() }

        let response = try await service(server).nextRaces(count: 10)

        #expect(response.raceSummaries.count == 10)
        #expect(response.raceSummaries.first?.meetingName == "Addington")
    }

    @Test func asksForTheNextRacesPathWithTheCountAndNamesItself() async throws {
        let body = try Fixtures.data(named: "waelsaad__Entain-Neds-Level__Racing")
        let server = try LoopbackHTTPServer { _ in .json(Array(body)) }
        defer { server.stop() }

        _ = try await service(server).nextRaces(count: 50)

        let request = try #require(server.receivedRequests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/rest/v1/racing/?method=nextraces&count=50")
        #expect(request.headers["user-agent"] == "nexttogo/test")
        #expect(request.headers["accept"] == "application/json")
    }

    @Test(arguments: [404, 500, 503])
    func anErrorStatusBecomesAnHTTPStatusError(status: Int) async throws {
        let server = try LoopbackHTTPServer { _ in .text("nope", status: status) }
        defer { server.stop() }

        await #expect(throws: NedsServiceError.httpStatus(status, retryAfter: nil)) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func tooManyRequestsCarriesItsRetryAfter() async throws {
        let server = try LoopbackHTTPServer { _ in
            .text("slow down", status: 429, headers: [("Retry-After", "30")])
        }
        defer { server.stop() }

        await #expect(throws: NedsServiceError.httpStatus(429, retryAfter: .delay(.seconds(30)))) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func anHTMLPageIsADecodingError() async throws {
        let server = try LoopbackHTTPServer { _ in
            .text("<html>maintenance</html>", status: 200, contentType: "text/html")
        }
        defer { server.stop() }

        await #expect(throws: NedsServiceError.invalidResponse(reason: "the body is not JSON")) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func aBodyOverTheCapIsRefused() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Array(repeating: 0x20, count: 300_000)) }
        defer { server.stop() }
        let transport = URLSessionTransport(maximumBodySize: 100_000)

        await #expect(throws: NedsServiceError.responseTooLarge(limit: 100_000)) {
            try await service(server, transport: transport).nextRaces(count: 10)
        }
    }

    @Test func aClosedPortIsARefusedConnectionNamedWithItsPort() async throws {
        let refusing = try RefusingLoopbackPort()
        let port = refusing.port
        let endpoint = try NedsEndpoint(apiRoot: "http://127.0.0.1:\(port)")
        let service = NedsRacesService(
            endpoint: endpoint, transport: URLSessionTransport(), userAgent: "nexttogo/test")

        await #expect(throws: NedsServiceError.connectionRefused(host: "127.0.0.1:\(port)")) {
            try await service.nextRaces(count: 10)
        }
        withExtendedLifetime(refusing) {}
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let transport = URLSessionTransport(timeout: .milliseconds(500))

        await #expect(throws: NedsServiceError.timedOut(host: "127.0.0.1:\(server.port)")) {
            try await service(server, transport: transport).nextRaces(count: 10)
        }
    }

    @Test func aBodyThatTricklesInTimesOutAtTheDeadlineForTheWholeRequest() async throws {
        // A byte every 100 ms keeps an idle timeout of a second from ever firing; the whole body
        // would take 17 minutes.
        let body = Array(repeating: UInt8(ascii: " "), count: 10_000)
        let server = try LoopbackHTTPServer { _ in
            .trickle(status: 200, body: body, interval: .milliseconds(100))
        }
        defer { server.stop() }
        let transport = URLSessionTransport(timeout: .seconds(1))

        await #expect(throws: NedsServiceError.timedOut(host: "127.0.0.1:\(server.port)")) {
            try await service(server, transport: transport).nextRaces(count: 10)
        }
        server.stop()
        #expect(server.sentByteCount < body.count)
    }

    @Test func aRedirectLoopIsTooManyRedirects() async throws {
        let server = try LoopbackHTTPServer { request in
            .respond(status: 302, headers: [("Location", request.target)], body: [])
        }
        defer { server.stop() }

        await #expect(throws: NedsServiceError.tooManyRedirects(host: "127.0.0.1:\(server.port)")) {
            try await service(server).nextRaces(count: 10)
        }
        #expect(server.receivedRequests.count > 1)
    }

    @Test func aServerThatClosesBeforeItsHeadersDroppedTheConnection() async throws {
        let server = try LoopbackHTTPServer { _ in .close }
        defer { server.stop() }

        await #expect(throws: NedsServiceError.interrupted(host: "127.0.0.1:\(server.port)")) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func asksForTheBodyUncompressedAndRefusesACompressedOneAtItsHeaders() async throws {
        // 300 KB that inflate to 48 MB, almost ten times the cap. It is kept small because
        // `URLSession` on Linux inflates all it has read before a cancellation takes effect, and
        // meanwhile no other request in the process moves.
        let bomb = GzipBomb(compressedSize: 300_000)
        let server = try LoopbackHTTPServer { _ in
            .respond(
                status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                body: bomb.body)
        }
        defer { server.stop() }

        await #expect(
            throws: NedsServiceError.invalidResponse(
                reason: "the body is compressed, which nexttogo did not ask for")
        ) {
            try await service(server).nextRaces(count: 10)
        }
        #expect(server.receivedRequests.first?.headers["accept-encoding"] == "identity")
    }

    @Test func aBodyWithoutALengthIsRefusedAtTheCap() async throws {
        // No Content-Length to refuse at the headers: the cap must be counted as the body arrives.
        // How soon URLSession stops reading after that depends on how busy its one network thread
        // is, so this checks the error, not the bytes the server managed to send.
        let body = Array(repeating: UInt8(ascii: " "), count: 32_000_000)
        let server = try LoopbackHTTPServer { _ in .unframed(status: 200, body: body) }
        defer { server.stop() }

        await #expect(
            throws: NedsServiceError.responseTooLarge(limit: URLSessionTransport.defaultMaximumBodySize)
        ) {
            try await service(server).nextRaces(count: 10)
        }
    }
}
