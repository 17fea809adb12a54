import DataLayer
import Foundation
import TestSupport
import Testing

/// The race-card request over real HTTP: `URLSessionTransport` against a server on 127.0.0.1.
@Suite(.timeLimit(.minutes(1))) struct NedsRaceCardServiceTests {
    private func service(_ server: LoopbackHTTPServer) throws -> NedsRaceCardService {
        NedsRaceCardService(
            endpoint: try NedsEndpoint(apiRoot: server.baseURL.absoluteString),
            transport: URLSessionTransport(),
            userAgent: "nexttogo/test")
    }

    @Test func asksForTheRaceCardOfTheRaceAndDecodesIt() async throws {
        let card = RaceCardFixtures.finalHarness
        let body = try RaceCardFixtures.data(of: card)
        let server = try LoopbackHTTPServer { _ in .json(Array(body)) }
        defer { server.stop() }

        let response = try await service(server).raceCard(raceID: card.raceID)

        #expect(response?.entrants.count == 11)
        let request = try #require(server.receivedRequests.first)
        #expect(request.target == "/rest/v1/racing/?method=racecard&id=\(card.raceID)")
        #expect(request.headers["user-agent"] == "nexttogo/test")
        #expect(server.receivedRequests.count == 1)
    }

    @Test func anIDIsPercentEncodedSoItCannotAddParameters() throws {
        let endpoint = try NedsEndpoint(apiRoot: "https://api.neds.com.au")

        #expect(
            endpoint.raceCardURL(raceID: "a&method=nextraces #").absoluteString
                == "https://api.neds.com.au/rest/v1/racing/?method=racecard&id=a%26method%3Dnextraces%20%23")
    }

    @Test func notFoundMeansTheAPIDoesNotKnowTheRace() async throws {
        let server = try LoopbackHTTPServer { _ in .text("no such race", status: 404) }
        defer { server.stop() }

        #expect(try await service(server).raceCard(raceID: "nope") == nil)
    }

    @Test func anotherErrorStatusIsAnHTTPStatusErrorWithItsRetryAfter() async throws {
        let server = try LoopbackHTTPServer { _ in
            .text("slow down", status: 429, headers: [("Retry-After", "30")])
        }
        defer { server.stop() }

        await #expect(throws: NedsServiceError.httpStatus(429, retryAfter: .delay(.seconds(30)))) {
            try await service(server).raceCard(raceID: "r1")
        }
    }

    @Test func aBodyOverTheCapIsRefusedWhateverTheTransportLetIn() async throws {
        struct GenerousTransport: HTTPTransport {
            func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
                HTTPResponse(status: 200, body: Data(repeating: 0x20, count: 1_001))
            }
        }
        let service = NedsRaceCardService(
            endpoint: try NedsEndpoint(apiRoot: "http://127.0.0.1"), transport: GenerousTransport(),
            userAgent: "nexttogo/test", maximumBodySize: 1_000)

        await #expect(throws: NedsServiceError.responseTooLarge(limit: 1_000)) {
            try await service.raceCard(raceID: "r1")
        }
    }

    @Test(arguments: APIBrand.allCases)
    func eachBrandHasItsOwnAPIRoot(brand: APIBrand) {
        #expect(brand.apiRoot.absoluteString == "https://api.\(brand.rawValue).com.au")
    }
}
