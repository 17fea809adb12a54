import DataLayer
import Foundation
import TestSupport
import Testing

@testable import DomainLayer

/// The one builder of a domain race serves the next-races feed and race cards alike, so the same
/// wire fields make the same race from either.
@Suite struct RaceWireMappingTests {
    private let start = Date(timeIntervalSince1970: 1_768_438_800)

    @Test func aBoardSummaryAndACardForTheSameRaceMakeTheSameRace() throws {
        let summary = RaceSummary(
            raceID: "r1", raceName: "Maiden\u{1B}[2J Plate", raceNumber: 4, meetingName: "Randwick",
            categoryID: RaceCategory.horse.categoryID, advertisedStart: start, venueName: "Randwick",
            venueState: "NSW", venueCountry: "AUS")
        let card = RaceCardResponse(
            race: RaceCardRace(id: "r1", name: "Maiden\u{1B}[2J Plate", number: 4, advertisedStart: start),
            meetingName: "Randwick", categoryID: RaceCategory.horse.categoryID, venueName: "Randwick",
            venueState: "NSW", venueCountry: "AUS", status: .open)

        let fromBoard = try #require(Race(summary: summary))
        let fromCard = try RaceCard(response: card).race

        #expect(fromBoard == fromCard)
        #expect(!fromBoard.raceName.contains("\u{1B}"))
    }

    @Test func venuePartsWithNothingPrintableAreNoVenue() {
        #expect(Venue(wireName: "\u{1B}\u{7}", state: "", country: nil) == nil)
        #expect(Venue(wireName: nil, state: " ", country: "AUS")?.country == "AUS")
    }

    @Test func aMeetingNameWithNothingPrintableMakesNoRace() {
        let summary = RaceSummary(
            raceID: "r1", raceName: "R", raceNumber: 1, meetingName: "\u{1B}[0m",
            categoryID: RaceCategory.horse.categoryID, advertisedStart: start)

        #expect(Race(summary: summary) == nil)
    }
}
