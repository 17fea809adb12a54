import DataLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import NextToGoCLI

/// The race-card request over real HTTP: the live transport against a server on 127.0.0.1.
@Suite(.timeLimit(.minutes(3))) struct NedsRaceCardServiceHTTPTests {
    private func service(_ server: LoopbackHTTPServer) throws -> NedsRaceCardService {
        NedsRaceCardService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: server.baseURL.absoluteString),
                transport: LoopbackTransport.make(), userAgent: "nexttogo/test"))
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

        await #expect(throws: FetchFailure.httpStatus(429, retryAfter: .delay(.seconds(30)))) {
            try await service(server).raceCard(raceID: "r1")
        }
    }
}
