import DataLayer
import Foundation
import TestSupport
import Testing

@testable import DomainLayer

@Suite struct RaceLookupTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    @Test func findsARaceByItsIDWhateverTheCaseInOneLargeRequest() async throws {
        let races = [
            RaceFactory.race("abc-1", startsIn: 60, from: now),
            RaceFactory.race("abc-2", startsIn: 90, from: now),
        ]
        let repository = StubRacesRepository(races: races)

        let found = try await RaceLookup(repository: repository).race(withID: " ABC-2 ")

        #expect(found?.id == "abc-2")
        #expect(repository.requestedCounts == [200])
    }

    @Test func aRaceTheFeedDoesNotListIsNil() async throws {
        let repository = StubRacesRepository(races: [RaceFactory.race("abc-1", startsIn: 60, from: now)])
        #expect(try await RaceLookup(repository: repository).race(withID: "abc-9") == nil)
    }

    @Test func aFetchFailureIsThrown() async {
        let repository = StubRacesRepository { _ in throw RacesFetchError.unreachable(host: "api.neds.com.au")
        }
        await #expect(throws: RacesFetchError.unreachable(host: "api.neds.com.au")) {
            try await RaceLookup(repository: repository).race(withID: "abc-1")
        }
    }

    @Test func detailsAreMadeSafeToPrintAndEmptyOrNegativePartsAreUnpublished() {
        let details = RaceDetails(
            form: RaceForm(
                distance: -1, distanceUnit: "m", trackCondition: "\u{1B}[2JGood\u{07} 4", weather: " ",
                raceClass: "", startType: "Mobile", prizeMoney: -5, comment: "Leads\u{202E}."))

        #expect(details.distance == nil)
        #expect(details.trackCondition == "Good 4")
        #expect(details.weather == nil)
        #expect(details.raceClass == nil)
        #expect(details.startType == "Mobile")
        #expect(details.prizeMoney == nil)
        #expect(details.comment == "Leads.")
    }
}
