import DataLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// The board's races come from the first route that answers; a refusal moves on, the network's
/// faults do not, and a later route is kept for an hour before the earlier ones are asked again,
/// or until it fails in any way.
@Suite struct FallbackRacesServiceTests {
    private typealias ScriptedRoute = StubRacesService

    private static let refused = Result<Int, FetchFailure>.failure(.routeRefused(status: 404))
    private static let offline = Result<Int, FetchFailure>.failure(.unreachable(host: "api.neds.com.au"))

    private func service(_ routes: [ScriptedRoute], clock: ManualClock = ManualClock())
        -> FallbackRacesService
    {
        FallbackRacesService(
            routes: zip(NextRacesRoute.allCases, routes).map { .init($0, service: $1) }, dates: clock.dates)
    }

    @Test func theFirstRouteThatAnswersServesTheBoardAndIsNamed() async throws {
        let routes = [
            ScriptedRoute([Self.refused]), ScriptedRoute([.success(3)]), ScriptedRoute([.success(9)]),
        ]

        let response = try await service(routes).nextRaces(count: 5)

        #expect(response.route == .categoryGroup)
        #expect(response.raceSummaries.count == 3)
        #expect(routes.map(\.requestCount) == [1, 1, 0])
    }

    @Test(arguments: [
        FetchFailure.routeRefused(status: 404), .routeRefused(status: 500),
        .invalidResponse(reason: "data is missing"),
    ])
    func aRefusalOrABodyOfAnotherShapeMovesToTheNextRoute(error: FetchFailure) async throws {
        let routes = [
            ScriptedRoute([.failure(error)]), ScriptedRoute([Self.refused]), ScriptedRoute([.success(2)]),
        ]

        let response = try await service(routes).nextRaces(count: 5)

        #expect(response.route == .racingDay)
    }

    @Test(arguments: [
        FetchFailure.unreachable(host: "h"), .timedOut(host: "h"), .httpStatus(503, retryAfter: nil),
        .httpStatus(429, retryAfter: nil),
    ])
    func aNetworkFaultOrAServerInTroubleDoesNotMove(error: FetchFailure) async {
        let routes = [
            ScriptedRoute([.failure(error)]), ScriptedRoute([.success(3)]), ScriptedRoute([.success(3)]),
        ]

        await #expect(throws: error) { try await service(routes).nextRaces(count: 5) }
        #expect(routes.map(\.requestCount) == [1, 0, 0])
    }

    @Test func whenEveryRouteRefusesTheFirstRoutesRefusalIsThrown() async {
        let routes = [
            ScriptedRoute([Self.refused]), ScriptedRoute([.failure(.invalidResponse(reason: "x"))]),
            ScriptedRoute([.failure(.routeRefused(status: 502))]),
        ]
        await #expect(throws: FetchFailure.routeRefused(status: 404)) {
            try await service(routes).nextRaces(count: 5)
        }
    }

    @Test func aRouteThatAnsweredIsAskedFirstUntilAnHourHasPassed() async throws {
        let clock = ManualClock()
        let routes = [
            ScriptedRoute([Self.refused]), ScriptedRoute([.success(3)]), ScriptedRoute([.success(3)]),
        ]
        let service = service(routes, clock: clock)

        _ = try await service.nextRaces(count: 5)
        clock.move(by: .seconds(3_599))
        let kept = try await service.nextRaces(count: 5)
        #expect(kept.route == .categoryGroup)
        #expect(routes.map(\.requestCount) == [1, 2, 0])

        clock.move(by: .seconds(1))
        let retried = try await service.nextRaces(count: 5)
        #expect(retried.route == .categoryGroup)
        #expect(routes.map(\.requestCount) == [2, 3, 0])
    }

    @Test func theFirstRouteIsTakenBackWhenItAnswersAfterTheHour() async throws {
        let clock = ManualClock()
        let routes = [
            ScriptedRoute([Self.refused, .success(4)]), ScriptedRoute([.success(3)]),
            ScriptedRoute([.success(3)]),
        ]
        let service = service(routes, clock: clock)

        #expect(try await service.nextRaces(count: 5).route == .categoryGroup)
        clock.move(by: .seconds(3_600))
        #expect(try await service.nextRaces(count: 5).route == .nextRaces)
        #expect(try await service.nextRaces(count: 5).route == .nextRaces)
        #expect(routes.map(\.requestCount) == [3, 1, 0])
    }

    @Test func whenTheKeptRouteFailsTheRoutesAreTriedFromTheFirst() async throws {
        let routes = [
            ScriptedRoute([Self.refused, .success(4)]), ScriptedRoute([.success(3), Self.refused]),
            ScriptedRoute([.success(3)]),
        ]
        let service = service(routes)

        #expect(try await service.nextRaces(count: 5).route == .categoryGroup)
        #expect(try await service.nextRaces(count: 5).route == .nextRaces)
        #expect(routes.map(\.requestCount) == [2, 2, 0])
    }

    @Test(arguments: [
        FetchFailure.httpStatus(502, retryAfter: nil), .unreachable(host: "api.neds.com.au"),
        .timedOut(host: "api.neds.com.au"), .interrupted(host: "api.neds.com.au"),
    ])
    func anyFailureOfTheKeptRouteSendsTheNextAttemptToTheFirstRoute(error: FetchFailure) async throws {
        // v1 404s once and v2 is kept; then v2 fails while v1 answers again.
        let routes = [
            ScriptedRoute([Self.refused, .success(4)]), ScriptedRoute([.success(3), .failure(error)]),
            ScriptedRoute([.success(3)]),
        ]
        let service = service(routes)

        #expect(try await service.nextRaces(count: 5).route == .categoryGroup)
        await #expect(throws: error) { try await service.nextRaces(count: 5) }
        #expect(try await service.nextRaces(count: 5).route == .nextRaces)
        #expect(try await service.nextRaces(count: 5).route == .nextRaces)
        #expect(routes.map(\.requestCount) == [3, 2, 0])
    }

    @Test func whenEveryRouteRefusesTheKeptRouteIsNotAskedFirstAgain() async throws {
        let routes = [
            ScriptedRoute([Self.refused, Self.refused, .success(4)]),
            ScriptedRoute([.success(3), Self.refused]), ScriptedRoute([Self.refused, .success(2)]),
        ]
        let service = service(routes)

        #expect(try await service.nextRaces(count: 5).route == .categoryGroup)
        await #expect(throws: FetchFailure.routeRefused(status: 404)) {
            try await service.nextRaces(count: 5)
        }
        #expect(try await service.nextRaces(count: 5).route == .nextRaces)
        #expect(routes.map(\.requestCount) == [3, 2, 1])
    }

    @Test(arguments: [
        (404, "not found", true), (500, "{\"detail\": \"rpc: can't find method Racing.NextRaces\"}", true),
        (500, "service go.micro.srv.racing: none available", true), (500, "database down", false),
        (503, "", false), (410, "gone", false),
    ])
    func aRefusalIsA404OrTheGatewaySayingNoServiceAnswers(status: Int, body: String, refuses: Bool) {
        #expect(HTTPResponse(status: status, body: Data(body.utf8)).isRouteRefusal == refuses)
    }
}
