import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// Wire race cards become domain cards, and a `FetchFailure` the card's `.fetch` error.
@Suite struct RaceCardServiceRepositoryTests {
    private struct StubService: RaceCardService {
        let answer: @Sendable () throws(FetchFailure) -> RaceCardResponse?

        func raceCard(raceID: String) async throws(FetchFailure) -> RaceCardResponse? {
            try answer()
        }
    }

    private let wireRace = RaceCardRace(
        id: "r1", name: "Race \u{1B}[2J1", number: 1,
        advertisedStart: Date(timeIntervalSince1970: 1_768_438_800))

    private func repository(_ answer: @escaping @Sendable () throws(FetchFailure) -> RaceCardResponse?)
        -> RaceCardServiceRepository
    {
        RaceCardServiceRepository(service: StubService(answer: answer))
    }

    @Test func mapsTheRecordedHarnessCardWithItsStatusAndCleanText() async throws {
        let fixture = RaceCardFixtures.finalHarness
        let response = try RaceCardResponseDecoder.decode(
            RaceCardFixtures.data(of: fixture), raceID: fixture.raceID)

        let card = try await repository { response }.raceCard(raceID: fixture.raceID)

        #expect(card.status == .final)
        #expect(card.race.category == .harness)
        #expect(card.race.meetingName == "Bendigo")
        #expect(card.race.details?.weather == "FINE")
        #expect(
            card.runners.prefix(3).map(\.name) == ["Interpretation", "Community Art", "American Hammer Nz"])
        #expect(card.runners.last?.number == 3, "the scratched runner, unplaced, comes last")
        #expect(card.favourites.map(\.number) == [10])
    }

    @Test func textIsMadeSafeToPrintAndARunnerWithNoPrintableNameIsSkipped() async throws {
        let response = RaceCardResponse(
            race: wireRace, meetingName: "Bendigo", categoryID: RaceCategory.harness.categoryID,
            status: .open,
            entrants: [
                RaceCardEntrant(id: "a", number: 1, name: "Good\u{07} Horse", rider: "\u{1B}]0;x\u{07}"),
                RaceCardEntrant(id: "b", number: 2, name: "\u{1B}[2J"),
            ])

        let card = try await repository { response }.raceCard(raceID: "r1")

        #expect(card.race.raceName == "Race 1")
        #expect(card.runners.map(\.name) == ["Good Horse"])
        #expect(card.runners.first?.rider == nil)
        #expect(card.skippedCount == 1)
    }

    @Test func aRaceTheAPIDoesNotKnowIsAnUnknownRace() async throws {
        await #expect(throws: RaceCardFetchError.unknownRace(id: "nope", origin: .live)) {
            try await repository { nil }.raceCard(raceID: "nope\u{1B}[2J")
        }
    }

    @Test func anUnknownCategoryIsAnInvalidResponse() async throws {
        let response = RaceCardResponse(race: wireRace, meetingName: "Bendigo", categoryID: "camel")

        await #expect(
            throws: RaceCardFetchError.fetch(
                .invalidResponse(reason: "the race's category is not horse, greyhound or harness"))
        ) {
            try await repository { response }.raceCard(raceID: "r1")
        }
    }

    @Test func aFetchFailureBecomesTheCardsFetchError() async throws {
        await #expect(throws: RaceCardFetchError.fetch(.unreachable(host: "api.neds.com.au"))) {
            try await repository { () throws(FetchFailure) in
                throw FetchFailure.unreachable(host: "api.neds.com.au")
            }.raceCard(
                raceID: "r1")
        }
    }
}
