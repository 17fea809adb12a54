import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// Where the data came from travels with it: the demo's recording says it is recorded on every
/// board and day it yields, and the live API says live.
@Suite(.timeLimit(.minutes(1))) struct FeedOriginTests {
    /// 00:00 UTC on 23 May 2026, a day the demo replays its recording on.
    private let midnight = Date(timeIntervalSince1970: 1_779_494_400)

    @Test func theDemosBoardSaysItsRacesAreRecordedAndALiveBoardSaysLive() async throws {
        let dates = DateSource { [midnight] in midnight }
        let recorded = RacesServiceRepository(service: try RecordedRacesService.builtIn(dates: dates))
        let live = RacesServiceRepository(service: StubRacesService([.success(3)]))

        for (repository, origin) in [(recorded, FeedOrigin.recorded), (live, .live)] {
            let snapshot = await PollingNextRacesInteractor(
                repository: repository, clock: ManualClock(), dates: dates
            )
            .firstSnapshot(for: .all, stars: .none, layout: .flat, limit: 5)
            #expect(snapshot?.origin == origin)
        }
    }

    @Test func aRecordedDayStaysRecordedWhenFiltered() async throws {
        let body = try MeetingsFixtures.recordedDay()
        let repository = MeetingsServiceRepository(
            service: StubMeetingsService(origin: .recorded) { _, _ throws(FetchFailure) in
                try MeetingsResponseDecoder.decode(body)
            })
        let date = try #require(CalendarDate(year: 2023, month: 7, day: 13))

        let day = try await repository.racingDay(date, timeZone: .gmt)

        #expect(repository.origin == .recorded)
        #expect(day.origin == .recorded)
        #expect(day.filtered(by: CategoryFilter([.harness]), countries: .all).origin == .recorded)
    }
}
