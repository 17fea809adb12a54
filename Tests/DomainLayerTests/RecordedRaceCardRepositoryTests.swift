import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import Testing

/// The demo's race cards as domain cards, naming the race each was recorded from, and the demo's
/// races without one.
@Suite struct RecordedRaceCardRepositoryTests {
    /// 00:00 UTC on 23 May 2026, 1,046 days after the demo's recorded day.
    private static let midnight = Date(timeIntervalSince1970: 1_779_494_400)
    private static let bendigoR6 = "9cb540d1-2bd1-4af1-a2ab-683c5909be41-1046"
    private static let albionParkR1 = "6a3a7706-a4fe-47b8-825d-e425f0058e22-1046"

    private func repository(at now: Date) throws -> RecordedRaceCardRepository {
        RecordedRaceCardRepository(service: try .builtIn(dates: DateSource { now }))
    }

    @Test func aRaceWithACardHasItsRecordedFieldAndAfterTheRaceItsPlacings() async throws {
        // Bathurst R2 was run at 06:37, 1st 5, 2nd 1, 3rd 2.
        let bathurstR2 = "6f8c25ed-9167-4848-b7b2-000b1a3ecf98-1046"
        let card = try await repository(at: Self.midnight.addingTimeInterval(11 * 3_600))
            .raceCard(raceID: bathurstR2)

        #expect(card.status == .final)
        #expect(card.race.id == bathurstR2)
        #expect(card.race.meetingName == "Bathurst" && card.race.category == .harness)
        #expect(card.recordedPlacings == Placing.placings([[5], [1], [2]]))
        #expect(!card.hasResults, "the recorded field is another race's, so none of it is placed")
        #expect(card.runners.map(\.number) == Array(1...11))
        #expect(card.favourites.map(\.number) == [10])
        #expect(
            card.recordedFrom
                == RaceCardRecording(
                    meetingName: "Bendigo", raceNumber: 6,
                    meetingDate: Date(timeIntervalSince1970: 1_689_120_000)))
    }

    @Test func anyOtherDemoRaceHasTheRecordedCardOfItsCategoryUnderItsOwnHeader() async throws {
        let card = try await repository(at: Self.midnight).raceCard(raceID: Self.albionParkR1)

        #expect(card.race.id == Self.albionParkR1)
        #expect(card.race.meetingName == "Albion Park" && card.race.raceNumber == 1)
        #expect(card.race.category == .greyhound)
        #expect(card.status == .open)
        #expect(card.recordedFrom?.meetingName == "Albion Park" && card.recordedFrom?.raceNumber == 7)
    }

    @Test func beforeTheStartTheSameCardIsOpenInNumberOrder() async throws {
        let card = try await repository(at: Self.midnight).raceCard(raceID: Self.bendigoR6)

        #expect(card.status == .open)
        #expect(!card.hasResults)
        #expect(card.runners.map(\.number) == Array(1...11))
    }

    @Test func aDemoRaceOfACategoryWithoutARecordingIsThatErrorCarryingTheRace() async throws {
        let dates = DateSource { Self.midnight }
        let harnessOnly = RecordedRaceCardRepository(
            service: try RecordedRaceCardService(
                races: try .builtIn(dates: dates), cards: [RecordedRaceCard.builtIn[1]], outcomes: [:],
                dates: dates))

        let outcome = await harnessOnly.card(raceID: Self.albionParkR1)

        guard case .failure(.noRecordedCard(let race)) = outcome else {
            Issue.record("not a race without a recorded card: \(outcome)")
            return
        }
        #expect(race.id == Self.albionParkR1 && race.meetingName == "Albion Park" && race.raceNumber == 1)
    }

    @Test func anIDThatIsNotTheDemosIsAnUnknownRace() async throws {
        let repository = try repository(at: Self.midnight)

        await #expect(throws: RaceCardFetchError.unknownRace(id: "nope", origin: .recorded)) {
            try await repository.raceCard(raceID: "nope")
        }
    }
}
