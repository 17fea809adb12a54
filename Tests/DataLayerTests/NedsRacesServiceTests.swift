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

    @Test func aClosedPortIsUnreachable() async throws {
        let server = try LoopbackHTTPServer { _ in .json([]) }
        let port = server.port
        server.stop()
        let endpoint = try NedsEndpoint(apiRoot: "http://127.0.0.1:\(port)")
        let service = NedsRacesService(
            endpoint: endpoint, transport: URLSessionTransport(), userAgent: "nexttogo/test")

        await #expect(throws: NedsServiceError.unreachable(host: "127.0.0.1")) {
            try await service.nextRaces(count: 10)
        }
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let transport = URLSessionTransport(timeout: .milliseconds(500))

        await #expect(throws: NedsServiceError.timedOut(host: "127.0.0.1")) {
            try await service(server, transport: transport).nextRaces(count: 10)
        }
    }
}
