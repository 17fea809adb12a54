import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import Synchronization
import Testing

@Suite struct RacesServiceRepositoryTests {
    /// A DataLayer service that returns one canned result.
    private struct CannedRacesService: RacesService {
        let result: Result<NextRacesResponse, FetchFailure>

        func nextRaces(count: Int, categoryIDs _: [String]) async throws(FetchFailure) -> NextRacesResponse {
            try result.get()
        }
    }

    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    private func repository(_ result: Result<NextRacesResponse, FetchFailure>)
        -> RacesServiceRepository
    {
        RacesServiceRepository(service: CannedRacesService(result: result))
    }

    private func summary(
        _ id: String, category: String = RaceCategory.horse.categoryID, meeting: String = "Ascot"
    )
        -> RaceSummary
    {
        RaceSummary(
            raceID: id, raceName: "The Cup", raceNumber: 3, meetingName: meeting, categoryID: category,
            advertisedStart: now, venueName: "Ascot", venueState: nil, venueCountry: "UK")
    }

    /// A service that records the category ids it is asked for and answers from `route`.
    private final class RecordingRoute: RacesService, Sendable {
        let route: NextRacesRoute
        let asked = Mutex<[[String]]>([])

        init(_ route: NextRacesRoute) { self.route = route }

        func nextRaces(count: Int, categoryIDs: [String]) async throws(FetchFailure) -> NextRacesResponse {
            asked.withLock { $0.append(categoryIDs) }
            return NextRacesResponse(raceSummaries: [], route: route)
        }
    }

    @Test(arguments: [
        (NextRacesRoute.nextRaces, RaceFeedRoute.nextRaces, nil),
        (.categoryGroup, .categoryGroup, Set<RaceCategory>([.horse, .harness])),
        (.racingDay, .racingDay, Set<RaceCategory>([.horse, .harness])),
    ])
    func theCategoriesAreAskedForAndThePageSaysItsRouteAndWhatItCovers(
        route: NextRacesRoute, expected: RaceFeedRoute, covered: Set<RaceCategory>?
    ) async throws {
        let service = RecordingRoute(route)
        let page = try await RacesServiceRepository(service: service)
            .nextRaces(count: 5, categories: [.harness, .horse])

        #expect(
            service.asked.withLock { $0 } == [
                [RaceCategory.horse.categoryID, RaceCategory.harness.categoryID]
            ])
        #expect(page.route == expected)
        #expect(page.coveredCategories == covered)
    }

    @Test func mapsSummariesToRaces() async throws {
        let page = try await repository(.success(NextRacesResponse(raceSummaries: [summary("a")])))
            .nextRaces(count: 10)
        #expect(
            page.races == [
                Race(
                    id: "a", category: .horse, meetingName: "Ascot", raceNumber: 3, raceName: "The Cup",
                    advertisedStart: now, venue: Venue(name: "Ascot", state: nil, country: "UK"))
            ])
    }

    @Test func skipsAndCountsUnknownCategoriesAndNamelessMeetings() async throws {
        let response = NextRacesResponse(
            raceSummaries: [
                summary("a"), summary("b", category: "unknown"), summary("c", meeting: "\u{1B}[2J"),
            ],
            skippedCount: 2)
        let page = try await repository(.success(response)).nextRaces(count: 10)
        #expect(page.races.map(\.id) == ["a"])
        #expect(page.skippedCount == 4)
    }

    @Test func makesTextFromTheFeedSafeToPrint() async throws {
        let response = NextRacesResponse(raceSummaries: [
            summary("a", meeting: "\u{1B}]0;title\u{07}Ascot\u{202E}")
        ])
        let race = try #require(try await repository(.success(response)).nextRaces(count: 10).races.first)
        #expect(race.meetingName == "Ascot")
    }

    @Test(arguments: [
        FetchFailure.unreachable(host: "h"), .hostNotFound(host: "h"), .connectionRefused(host: "h:9"),
        .tooManyRedirects(host: "h"), .tlsFailure(host: "h"), .timedOut(host: "h"), .interrupted(host: "h"),
        .httpStatus(503, retryAfter: nil), .httpStatus(429, retryAfter: .delay(.seconds(30))),
        .httpStatus(429, retryAfter: .date(Date(timeIntervalSince1970: 1_768_438_845))),
        .routeRefused(status: 404), .invalidResponse(reason: "r"), .responseTooLarge(limit: 5),
    ])
    func aFetchFailurePassesThroughAsItIs(failure: FetchFailure) async {
        await #expect(throws: failure) {
            try await repository(.failure(failure)).nextRaces(count: 10)
        }
    }
}
