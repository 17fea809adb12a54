import DataLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import DomainLayer

/// Text from the API, and an id echoed back, are cut to `ShownTextLimit`'s bounds where they
/// come in, so a hostile response of megabytes costs the screens no more than a real one.
@Suite struct ShownTextLimitMappingTests {
    private struct StubService: RaceCardService {
        let response: RaceCardResponse?

        func raceCard(raceID: String) async throws(FetchFailure) -> RaceCardResponse? { response }
    }

    private let start = Date(timeIntervalSince1970: 1_768_438_800)
    /// 4.5 MB of comment.
    private let hugeComment = String(repeating: "Strong chance here. ", count: 225_000)
    private let hugeName = String(repeating: "Randwick ", count: 3_400)

    @Test func aCardsCommentsAndNamesAreCutToTheirLimits() async throws {
        let race = RaceCardRace(
            id: "r1", name: hugeName, number: 1, advertisedStart: start, form: RaceForm(comment: hugeComment))
        let response = RaceCardResponse(
            race: race, meetingName: hugeName, categoryID: RaceCategory.horse.categoryID, status: .open,
            entrants: [RaceCardEntrant(id: "a", number: 1, name: hugeName, comment: hugeComment)])

        let card = try await RaceCardServiceRepository(service: StubService(response: response))
            .raceCard(raceID: "r1")

        let comment = try #require(card.race.details?.comment)
        #expect(comment.count == ShownTextLimit.comment && comment.hasSuffix("…"))
        #expect(card.race.meetingName.count == ShownTextLimit.name)
        #expect(card.race.raceName.count == ShownTextLimit.name)
        #expect(card.runners.first?.name.count == ShownTextLimit.name)
        #expect(card.runners.first?.comment?.count == ShownTextLimit.comment)
    }

    @Test func aBoardRacesNamesAndCommentAreCutButItsIdIsKeptWhole() throws {
        let id = String(repeating: "7", count: Race.longestID)
        let summary = RaceSummary(
            raceID: id, raceName: hugeName, raceNumber: 1, meetingName: hugeName,
            categoryID: RaceCategory.horse.categoryID, advertisedStart: start, venueName: hugeName,
            form: RaceForm(comment: hugeComment))

        let race = try #require(Race(summary: summary))

        #expect(race.id == id, "the card is fetched by the id")
        #expect(race.meetingName.count == ShownTextLimit.name)
        #expect(race.venue?.name?.count == ShownTextLimit.name)
        #expect(race.details?.comment?.count == ShownTextLimit.comment)
    }

    @Test func aBoardRaceWhoseIdIsLongerThanAnyRacesIsLeftOut() {
        // A card request must not carry it: the bound is the one an id typed by a person has.
        let summary = RaceSummary(
            raceID: String(repeating: "7", count: 2_400_000), raceName: "R1", raceNumber: 1,
            meetingName: "Randwick", categoryID: RaceCategory.horse.categoryID, advertisedStart: start)

        #expect(Race(summary: summary) == nil)
    }

    @Test func anUnknownIdIsEchoedCutShort() async {
        let id = String(repeating: "x", count: 30_000)

        await #expect(
            throws: RaceCardFetchError.unknownRace(id: String(repeating: "x", count: 63) + "…", origin: .live)
        ) {
            try await RaceCardServiceRepository(service: StubService(response: nil)).raceCard(raceID: id)
        }
    }
}
