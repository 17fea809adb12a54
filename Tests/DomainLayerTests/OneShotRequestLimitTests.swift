import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// A board asked for once stays within its bound of requests whichever of the three routes
/// answers, even when the board stays short and climbs its whole ladder of counts.
@Suite(.timeLimit(.minutes(1))) struct OneShotRequestLimitTests {
    private static let refused = Result<Int, FetchFailure>.failure(.routeRefused(status: 404))

    @Test(arguments: [
        (NextRacesRoute.nextRaces, [3, 0, 0]), (.categoryGroup, [1, 3, 0]), (.racingDay, [1, 1, 2]),
    ])
    func aShortBoardMakesAtMostFourRequests(answering: NextRacesRoute, requests: [Int]) async throws {
        let clock = ManualClock()
        // Every answer is short of a board: the stubs' races are of no category the board knows,
        // and the racing day has none left.
        let first = StubRacesService([answering == .nextRaces ? .success(1) : Self.refused])
        let second = StubRacesService([answering == .categoryGroup ? .success(1) : Self.refused])
        let day = StubMeetingsService { _, _ throws(FetchFailure) in
            guard answering == .racingDay else { throw FetchFailure.routeRefused(status: 404) }
            return MeetingsResponse(meetings: [])
        }
        let service = FallbackRacesService(
            routes: [
                .init(.nextRaces, service: first), .init(.categoryGroup, service: second),
                .init(
                    .racingDay,
                    service: RacingDayRacesService(
                        meetings: day, dates: clock.dates, timeZone: TimeZone(identifier: "UTC")!)),
            ], dates: clock.dates)
        let interactor = PollingNextRacesInteractor(
            repository: RacesServiceRepository(service: service), clock: clock, dates: clock.dates,
            schedule: .oneShot)

        let snapshot = try #require(
            await interactor.firstSnapshot(for: .all, stars: .none, layout: .flat, limit: 5))

        #expect(snapshot.failure == nil)
        #expect(snapshot.route.path == answering.path)
        let made = [first.requestCount, second.requestCount, day.requested.count]
        #expect(made == requests)
        #expect(made.reduce(0, +) <= NextRacesSchedule.oneShotRequestLimit)
    }

    @Test func aTomorrowThatFailsIsAskedOnceNotOnceARung() async throws {
        let clock = ManualClock()
        let utc = TimeZone(identifier: "UTC")!
        let today = try #require(CalendarDate(containing: clock.dates.now(), in: utc))
        let first = StubRacesService([Self.refused])
        let second = StubRacesService([Self.refused])
        let day = StubMeetingsService { date, _ throws(FetchFailure) in
            guard date == today else { throw FetchFailure.httpStatus(503, retryAfter: nil) }
            return MeetingsResponse(meetings: [])
        }
        let service = FallbackRacesService(
            routes: [
                .init(.nextRaces, service: first), .init(.categoryGroup, service: second),
                .init(
                    .racingDay,
                    service: RacingDayRacesService(meetings: day, dates: clock.dates, timeZone: utc)),
            ], dates: clock.dates)
        let interactor = PollingNextRacesInteractor(
            repository: RacesServiceRepository(service: service), clock: clock, dates: clock.dates,
            schedule: .oneShot)

        _ = await interactor.firstSnapshot(for: .all, stars: .none, layout: .flat, limit: 5)

        #expect(day.requested.count == 2, "today once and tomorrow once: \(day.requested)")
        #expect(
            first.requestCount + second.requestCount + day.requested.count
                <= NextRacesSchedule.oneShotRequestLimit)
    }
}
