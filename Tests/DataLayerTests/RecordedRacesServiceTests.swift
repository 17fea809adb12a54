import DataLayer
import Foundation
import SharedUtils
import Testing

@Suite struct RecordedRacesServiceTests {
    private let startedAt = Date(timeIntervalSince1970: 2_000_000_000)

    private func service(at now: Date) throws -> RecordedRacesService {
        try RecordedRacesService.bundled(startedAt: startedAt, dates: DateSource { now })
    }

    @Test func theFirstRaceJumpsNinetySecondsAfterTheDemoStarts() async throws {
        let races = try await service(at: startedAt).nextRaces(count: 5).raceSummaries
        #expect(races.first?.advertisedStart == startedAt.addingTimeInterval(90))
        #expect(races.count == 5)
    }

    @Test(arguments: [0, 3_600, 21_600, 108_000] as [TimeInterval])
    func alwaysHasUpcomingRacesInStartOrderWithUniqueIDs(secondsLater seconds: TimeInterval) async throws {
        let now = startedAt.addingTimeInterval(seconds)
        let races = try await service(at: now).nextRaces(count: 60).raceSummaries

        #expect(races.count == 60)
        #expect(races.map(\.advertisedStart) == races.map(\.advertisedStart).sorted())
        #expect(Set(races.map(\.raceID)).count == races.count)
        #expect(races.allSatisfy { $0.advertisedStart >= now.addingTimeInterval(-120) })
        #expect(races.filter { $0.advertisedStart > now }.count >= 55)
    }

    @Test func servesEveryCategory() async throws {
        let races = try await service(at: startedAt).nextRaces(count: 30).raceSummaries
        #expect(Set(races.map(\.categoryID)).count == 3)
    }
}
