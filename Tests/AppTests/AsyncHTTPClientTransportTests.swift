import DataLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import LiveHTTP

/// The real HTTP path: `AsyncHTTPClientTransport`, under the next-races service, against a server
/// on 127.0.0.1.
@Suite(.timeLimit(.minutes(3))) struct AsyncHTTPClientTransportTests {
    private func service(
        _ server: LoopbackHTTPServer, transport: AsyncHTTPClientTransport = LoopbackTransport.make()
    ) throws -> NedsRacesService {
        NedsRacesService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: server.baseURL.absoluteString), transport: transport,
                userAgent: "nexttogo/test"))
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

    @Test(arguments: [500, 503])
    func anErrorStatusBecomesAnHTTPStatusError(status: Int) async throws {
        let server = try LoopbackHTTPServer { _ in .text("nope", status: status) }
        defer { server.stop() }

        await #expect(throws: FetchFailure.httpStatus(status, retryAfter: nil)) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test(arguments: [
        (404, "404 page not found"), (500, #"{"detail": "rpc: can't find method Racing.Next"}"#),
        (503, "service go.micro.srv.racing: none available"),
    ])
    func aRouteThatIsNotThereIsARefusal(status: Int, body: String) async throws {
        let server = try LoopbackHTTPServer { _ in .text(body, status: status) }
        defer { server.stop() }

        await #expect(throws: FetchFailure.routeRefused(status: status)) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func tooManyRequestsCarriesItsRetryAfter() async throws {
        let server = try LoopbackHTTPServer { _ in
            .text("slow down", status: 429, headers: [("Retry-After", "30")])
        }
        defer { server.stop() }

        await #expect(throws: FetchFailure.httpStatus(429, retryAfter: .delay(.seconds(30)))) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func anHTMLPageIsADecodingError() async throws {
        let server = try LoopbackHTTPServer { _ in
            .text("<html>maintenance</html>", status: 200, contentType: "text/html")
        }
        defer { server.stop() }

        await #expect(throws: FetchFailure.invalidResponse(reason: "the body is not JSON")) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func aBodyOverTheCapIsRefused() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Array(repeating: 0x20, count: 300_000)) }
        defer { server.stop() }
        let transport = LoopbackTransport.make(maximumBodySize: 100_000)

        await #expect(throws: FetchFailure.responseTooLarge(limit: 100_000)) {
            try await service(server, transport: transport).nextRaces(count: 10)
        }
    }

    @Test func aClosedPortIsARefusedConnectionNamedWithItsPort() async throws {
        let refusing = try RefusingLoopbackPort()
        let port = refusing.port
        let endpoint = try NedsEndpoint(apiRoot: "http://127.0.0.1:\(port)")
        let service = NedsRacesService(
            client: NedsClient(
                endpoint: endpoint, transport: LoopbackTransport.make(), userAgent: "nexttogo/test"))

        await #expect(throws: FetchFailure.connectionRefused(host: "127.0.0.1:\(port)")) {
            try await service.nextRaces(count: 10)
        }
        withExtendedLifetime(refusing) {}
    }

    @Test func aBodyThatTricklesInTimesOutAtTheDeadlineForTheWholeRequest() async throws {
        // A byte every 100 ms keeps an idle timeout of a second from ever firing; the whole body
        // would take 17 minutes.
        let body = Array(repeating: UInt8(ascii: " "), count: 10_000)
        let server = try LoopbackHTTPServer { _ in
            .trickle(status: 200, body: body, interval: .milliseconds(100))
        }
        defer { server.stop() }
        let clock = ManualClock()
        let transport = LoopbackTransport.make(timeout: .seconds(1), clock: clock)

        let request = Task { try await service(server, transport: transport).nextRaces(count: 10) }
        _ = try await poll("the body to start") { server.sentByteCount > 0 ? () : nil }
        await clock.expire(by: .milliseconds(600))
        // Bytes keep coming after 0.6 s, so a timeout that started again at each would not end
        // at 1 s.
        let sent = server.sentByteCount
        _ = try await poll("more of the body") { server.sentByteCount > sent ? () : nil }
        await clock.expire(by: .milliseconds(400))

        await #expect(throws: FetchFailure.timedOut(host: "127.0.0.1:\(server.port)")) {
            try await request.value
        }
        server.stop()
        #expect(server.sentByteCount < body.count)
    }

    @Test func aRedirectLoopIsTooManyRedirectsWithoutGoingRound() async throws {
        let server = try LoopbackHTTPServer { request in
            .respond(status: 302, headers: [("Location", request.target)], body: [])
        }
        defer { server.stop() }

        await #expect(throws: FetchFailure.tooManyRedirects(host: "127.0.0.1:\(server.port)")) {
            try await service(server).nextRaces(count: 10)
        }
        // A redirect back to a URL already asked for is a loop: it is not asked for again.
        #expect(server.receivedRequests.count == 1)
    }

    @Test func aServerThatClosesBeforeItsHeadersDroppedTheConnection() async throws {
        let server = try LoopbackHTTPServer { _ in .close }
        defer { server.stop() }

        await #expect(throws: FetchFailure.interrupted(host: "127.0.0.1:\(server.port)")) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func asksForTheBodyUncompressedAndRefusesACompressedOneAtItsHeaders() async throws {
        // 300 KB that inflate to 48 MB, almost ten times the cap.
        let bomb = GzipBomb(compressedSize: 300_000)
        let server = try LoopbackHTTPServer { _ in
            .respond(
                status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                body: bomb.body)
        }
        defer { server.stop() }

        await #expect(
            throws: FetchFailure.invalidResponse(
                reason: "the body is compressed, which nexttogo did not ask for")
        ) {
            try await service(server).nextRaces(count: 10)
        }
        #expect(server.receivedRequests.first?.headers["accept-encoding"] == "identity")
    }

    @Test func aBodyWithoutALengthIsRefusedAtTheCapAndReadNoFurther() async throws {
        // No Content-Length to refuse at the headers: the cap must be counted as the body arrives.
        // Past the cap, the most the server can have sent is what the kernel's socket buffers
        // hold at their largest; the body is longer by far.
        let mostSent =
            HTTPResponse.maximumBodySize + Self.largestSocketBuffer("tcp_rmem")
            + Self.largestSocketBuffer("tcp_wmem")
        let body = Array(repeating: UInt8(ascii: " "), count: mostSent + 16_000_000)
        let server = try LoopbackHTTPServer { _ in .unframed(status: 200, body: body) }
        defer { server.stop() }

        await #expect(
            throws: FetchFailure.responseTooLarge(limit: HTTPResponse.maximumBodySize)
        ) {
            try await service(server).nextRaces(count: 10)
        }
        // The connection is dropped at the cap: the server gets no further than the cap plus
        // what the kernel's socket buffers hold, short of the whole body.
        server.stop()
        #expect(server.sentByteCount <= mostSent)
    }

    /// The most a TCP socket's receiving or sending buffer (`tcp_rmem` or `tcp_wmem`) may grow to
    /// on this machine, as Linux says; 8 MB where it does not say.
    private static func largestSocketBuffer(_ name: String) -> Int {
        let text = try? String(contentsOfFile: "/proc/sys/net/ipv4/\(name)", encoding: .utf8)
        return text?.split(whereSeparator: \.isWhitespace).last.flatMap { Int($0) } ?? 8_000_000
    }

    @Test func aServerThatAcceptsAndNeverAnswersTimesOutWithTheTimeoutMessage() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let clock = ManualClock()
        let transport = LoopbackTransport.make(timeout: .seconds(10), clock: clock)
        let host = "127.0.0.1:\(server.port)"

        let request = Task { try await service(server, transport: transport).nextRaces(count: 10) }
        _ = try await poll("the request to arrive") { server.receivedRequests.isEmpty ? nil : () }
        await clock.expire(by: .seconds(10))

        await #expect(throws: FetchFailure.timedOut(host: host)) {
            try await request.value
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test func anHTTPSURLAtAPlainHTTPServerIsATLSFailureWithItsOwnMessage() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Array("{}".utf8)) }
        defer { server.stop() }
        let host = "127.0.0.1:\(server.port)"
        let service = NedsRacesService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: "https://\(host)"), transport: LoopbackTransport.make(),
                userAgent: "nexttogo/test"))

        await #expect(throws: FetchFailure.tlsFailure(host: host)) {
            try await service.nextRaces(count: 10)
        }
        #expect(server.receivedRequests.isEmpty)
    }

    /// The request's own timeout is an hour, far past the suite's three-minute limit, so only the
    /// cancellation can end it in time; no wall clock is read.
    @Test func cancellingARequestEndsItAsCancelled() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let service = try service(server, transport: LoopbackTransport.make(timeout: .seconds(3_600)))
        let request = Task { try await service.nextRaces(count: 10) }
        _ = try await poll("the request to arrive") { server.receivedRequests.first }

        request.cancel()

        await #expect(throws: FetchFailure.cancelled) { try await request.value }
    }

    @Test func aChainOfRedirectsLongerThanTheLimitIsTooManyRedirects() async throws {
        // Every hop goes somewhere new, so only the limit can stop the chain.
        let server = try LoopbackHTTPServer { request in
            .respond(status: 302, headers: [("Location", request.target + "x")], body: [])
        }
        defer { server.stop() }

        await #expect(throws: FetchFailure.tooManyRedirects(host: "127.0.0.1:\(server.port)")) {
            try await service(server).nextRaces(count: 10)
        }
        #expect(server.receivedRequests.count == SharedHTTPClient.maximumRedirects + 1)
    }

    @Test func aRedirectWithinTheLimitIsFollowed() async throws {
        let body = try Fixtures.data(named: "waelsaad__Entain-Neds-Level__Racing")
        let server = try LoopbackHTTPServer { request in
            request.target.hasPrefix("/moved")
                ? .json(Array(body)) : .respond(status: 301, headers: [("Location", "/moved")], body: [])
        }
        defer { server.stop() }

        let response = try await service(server).nextRaces(count: 10)

        #expect(response.raceSummaries.count == 10)
        #expect(server.receivedRequests.map(\.target).last == "/moved")
    }

    @Test func aRedirectToAnotherHostCarriesNoCredentials() async throws {
        let other = try LoopbackHTTPServer { _ in .json(Array("{}".utf8)) }
        defer { other.stop() }
        let origin = try LoopbackHTTPServer { _ in
            .respond(
                status: 302, headers: [("Location", "\(other.baseURL.absoluteString)/elsewhere")], body: [])
        }
        defer { origin.stop() }

        let response = try await LoopbackTransport.make().get(
            origin.baseURL.appending(path: "start"),
            headers: [
                "Authorization": "Bearer secret", "Cookie": "session=secret", "User-Agent": "nexttogo/test",
            ])

        #expect(response.status == 200)
        #expect(origin.receivedRequests.first?.headers["authorization"] == "Bearer secret")
        let followed = try #require(other.receivedRequests.first)
        #expect(followed.target == "/elsewhere")
        #expect(followed.headers["authorization"] == nil)
        #expect(followed.headers["cookie"] == nil)
        #expect(followed.headers["user-agent"] == "nexttogo/test")
    }

    @Test func aBodyCutShortIsAnInterruptedConnection() async throws {
        let server = try LoopbackHTTPServer { _ in
            .truncated(status: 200, body: Array("{\"data\":".utf8), declaredLength: 1_000)
        }
        defer { server.stop() }

        await #expect(throws: FetchFailure.interrupted(host: "127.0.0.1:\(server.port)")) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func aResetConnectionIsAnInterruptedConnection() async throws {
        let server = try LoopbackHTTPServer { _ in .reset }
        defer { server.stop() }

        await #expect(throws: FetchFailure.interrupted(host: "127.0.0.1:\(server.port)")) {
            try await service(server).nextRaces(count: 10)
        }
    }

    @Test func aHostNameThatDoesNotResolveIsHostNotFound() async throws {
        // `.invalid` never resolves (RFC 2606), so no network is asked anything it could answer.
        let service = NedsRacesService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: "http://nexttogo.invalid"),
                transport: LoopbackTransport.make(), userAgent: "nexttogo/test"))

        await #expect(throws: FetchFailure.hostNotFound(host: "nexttogo.invalid")) {
            try await service.nextRaces(count: 10)
        }
    }
}
