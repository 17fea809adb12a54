import DataLayer
import Foundation
import TestSupport
import Testing

/// `price_fluctuations`: each runner's fixed win prices, oldest first, read leniently.
@Suite struct PriceFluctuationDecodingTests {
    private typealias Bodies = HandMadeRaceCards

    private func decode(fluctuations: String, entrants: [String] = [Bodies.entrant("e1")]) throws
        -> RaceCardResponse
    {
        let body = Bodies.body(
            listed: ["e1"], entrants: entrants,
            prices: [Bodies.price("e1", odds: #"{"numerator": 6, "denominator": 1}"#)],
            fluctuations: fluctuations)
        return try #require(try RaceCardResponseDecoder.decode(Data(body.utf8), raceID: Bodies.raceID))
    }

    @Test func readsEveryRunnersFluctuationsOfTheRecordedCardOldestFirst() throws {
        let card = try #require(
            try RaceCardResponseDecoder.decode(
                RaceCardFixtures.data(of: RaceCardFixtures.finalHarness),
                raceID: RaceCardFixtures.finalHarness.raceID))

        #expect(
            card.entrants.map(\.winFluctuations) == [
                [6, 7.5, 6.5, 7], [21, 27, 41], [15], [14, 17, 23, 18], [11, 14, 20, 19], [13, 8, 16],
                [17, 23, 10], [14, 16, 21], [17, 23, 18, 21], [2, 2.05, 2.45, 2.4], [6.5, 4.6, 3.3, 3.5],
            ])
        #expect(card.skippedCount == 0)
    }

    @Test func aRecordedCardWithoutFluctuationsHasNone() throws {
        for fixture in [RaceCardFixtures.openGreyhound, RaceCardFixtures.openLadbrokesHorse] {
            let card = try #require(
                try RaceCardResponseDecoder.decode(RaceCardFixtures.data(of: fixture), raceID: fixture.raceID)
            )
            #expect(card.entrants.allSatisfy { $0.winFluctuations.isEmpty }, "\(fixture.name)")
        }
    }

    @Test func passesOverPricesOutOfRangeAndValuesThatAreNotNumbers() throws {
        let card = try decode(fluctuations: #"{"e1": [0, 1, 1.5, -3, "4", null, 10001, 10000, 8]}"#)

        #expect(card.entrants[0].winFluctuations == [1.5, 10_000, 8])
    }

    @Test func keepsAListThatDoesNotEndAtTheCurrentPriceAsTheFeedGivesIt() throws {
        let card = try decode(fluctuations: #"{"e1": [5, 9]}"#)

        #expect(card.entrants[0].winPrice == 7)
        #expect(card.entrants[0].winFluctuations == [5, 9], "the current 7.00 is not added")
    }

    @Test func keepsOnlyTheLatestFiftyOfALongList() throws {
        let prices = (1...500).map { "\(1 + Double($0) / 100)" }.joined(separator: ", ")
        let card = try decode(fluctuations: #"{"e1": [\#(prices)]}"#)

        let kept = card.entrants[0].winFluctuations
        #expect(kept.count == 50)
        #expect(kept.first == 1 + 451.0 / 100 && kept.last == 6)
        #expect(card.entrants[0].openingWinPrice == 1.01, "the opening price, whatever the list's length")
    }

    @Test func theOpeningPriceIsTheFirstInRange() throws {
        let card = try decode(fluctuations: #"{"e1": [0, "x", 1.5, 4.5, 1.5]}"#)

        #expect(card.entrants[0].openingWinPrice == 1.5)
        #expect(try decode(fluctuations: "{}").entrants[0].openingWinPrice == nil)
    }

    @Test func aListOfTheWrongTypeIsNoneAndASecondListIsSkipped() throws {
        #expect(try decode(fluctuations: #"{"e1": {"a": 5}}"#).entrants[0].winFluctuations.isEmpty)
        #expect(try decode(fluctuations: #"[5, 6]"#).entrants[0].winFluctuations.isEmpty)
        let repeated = try decode(fluctuations: #"{"e1": [5, 6], "e1": [9]}"#)
        #expect(repeated.entrants[0].winFluctuations == [5, 6])
        #expect(repeated.skippedCount == 1)
    }
}
