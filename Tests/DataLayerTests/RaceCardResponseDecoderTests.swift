import DataLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// Decoding race cards: the recordings, and hand-made bodies for the odd cases.
@Suite struct RaceCardResponseDecoderTests {
    private typealias Bodies = HandMadeRaceCards

    private func decode(_ body: String, raceID: String = HandMadeRaceCards.raceID) throws -> RaceCardResponse
    {
        try #require(try RaceCardResponseDecoder.decode(Data(body.utf8), raceID: raceID))
    }

    private func decode(_ card: RaceCardFixtures.Card) throws -> RaceCardResponse {
        try #require(try RaceCardResponseDecoder.decode(RaceCardFixtures.data(of: card), raceID: card.raceID))
    }

    @Test func readsTheFinishedHarnessRaceWithItsResultsScratchingAndPrices() throws {
        let card = try decode(RaceCardFixtures.finalHarness)

        #expect(card.status == .final)
        #expect(card.meetingName == "Bendigo")
        #expect(card.categoryID == "161d9be2-e909-4326-8c2c-35ed71fb460b")
        #expect(card.venueState == "VIC")
        #expect(card.race.number == 6)
        #expect(card.race.name == "Gold Central Victoria Pace")
        #expect(card.race.form?.distance == 1650)
        #expect(card.entrants.map(\.number) == Array(1...11), "in the market's order")
        #expect(card.entrants.count == 11, "only the Final Field's entrants, not the other market's")
        #expect(card.skippedCount == 0)
        let scratched = try #require(card.entrants.first { $0.number == 3 })
        #expect(scratched.isScratched && scratched.isEmergency && scratched.barrier == nil)
        #expect(scratched.scratchTime == Date(timeIntervalSince1970: 1_689_116_252))
        let winner = try #require(card.entrants.first { $0.position == 1 })
        #expect(winner.name == "Interpretation" && winner.winPrice == 19 && winner.placePrice == 4.2)
        #expect(winner.margin == nil)
        let tenth = try #require(card.entrants.first { $0.number == 10 })
        #expect(tenth.winPrice == 2.4 && tenth.placePrice == 1.3 && tenth.position == 3)
        #expect(tenth.margin == 5.82)
        #expect(tenth.rider == "Josh Dickie" && tenth.trainer == "J I Dickie, S K Kilgour")
        #expect(tenth.lastStarts == "21x")
    }

    @Test func readsTheOpenGreyhoundRaceWithNoRidersAndEveryPrice() throws {
        let card = try decode(RaceCardFixtures.openGreyhound)

        #expect(card.status == .open)
        #expect(card.entrants.count == 8)
        #expect(card.entrants.allSatisfy { $0.rider == nil && $0.winPrice != nil && $0.placePrice != nil })
        let johnson = try #require(card.entrants.first { $0.number == 4 })
        #expect(johnson.winPrice == 1.6 && johnson.placePrice == 1.04)
        #expect(card.entrants.allSatisfy { $0.position == nil })
    }

    @Test func readsTheLadbrokesRaceWhoseRiderIsRiderOrDriverAndWhichHasNoPrices() throws {
        let card = try decode(RaceCardFixtures.openLadbrokesHorse)

        #expect(card.status == .open)
        #expect(card.meetingName == "Kanazawa")
        #expect(card.entrants.count == 9)
        #expect(card.entrants.allSatisfy { $0.winPrice == nil && $0.placePrice == nil })
        let first = try #require(card.entrants.first { $0.number == 1 })
        #expect(first.rider == "Tatsuya Nakajima" && first.weight == 54 && first.barrier == 1)
    }

    @Test func anEmptyEntrantObjectIsSkippedAndCounted() throws {
        let card = try decode(
            Bodies.body(listed: ["a", "b"], entrants: [Bodies.entrant("a"), #""b": {}"#]))

        #expect(card.entrants.map(\.id) == ["a"])
        #expect(card.skippedCount == 1)
    }

    @Test func aMissingNumeratorIsNoPriceNotOneDollar() throws {
        let card = try decode(
            Bodies.body(
                listed: ["a"], entrants: [Bodies.entrant("a")],
                prices: [Bodies.price("a", odds: #"{"denominator": 1}"#)]))

        #expect(card.entrants.first?.winPrice == nil)
        #expect(card.skippedCount == 0, "a price not yet set is normal, not an odd entry")
    }

    @Test func onlyTheFixedWinAndPlaceProductsAreRead() throws {
        let card = try decode(
            Bodies.body(
                listed: ["a"], entrants: [Bodies.entrant("a")],
                prices: [
                    Bodies.price("a", odds: #"{"numerator": 6, "denominator": 1}"#),
                    Bodies.price("a", product: Bodies.place, odds: #"{"numerator": 11, "denominator": 10}"#),
                    Bodies.price("a", product: "tote-pool", odds: #"{"numerator": 1, "denominator": 1}"#),
                ]))

        #expect(card.entrants.first?.winPrice == 7)
        #expect(card.entrants.first?.placePrice == 2.1)
    }

    @Test(arguments: [
        #"{"numerator": 1e300, "denominator": 1e-300}"#, #"{"numerator": 100000, "denominator": 1}"#,
        #"{"numerator": 1, "denominator": 0}"#, #"{"numerator": -1, "denominator": 2}"#,
        #"{"numerator": "6", "denominator": 1}"#, #""6/1""#,
    ])
    func anOutOfRangeOrMalformedPriceIsSkippedAndCounted(odds: String) throws {
        let card = try decode(
            Bodies.body(
                listed: ["a"], entrants: [Bodies.entrant("a")], prices: [Bodies.price("a", odds: odds)]))

        #expect(card.entrants.count == 1)
        #expect(card.entrants.first?.winPrice == nil)
        #expect(card.skippedCount == 1)
    }

    @Test(arguments: ["0", "100", "1e300", "-3", "2.5"])
    func aRunnerNumberOutOfRangeSkipsTheRunner(number: String) throws {
        let card = try decode(
            Bodies.body(
                listed: ["a", "b"], entrants: [Bodies.entrant("a"), Bodies.entrant("b", number: number)]))

        #expect(card.entrants.map(\.id) == ["a"])
        #expect(card.skippedCount == 1)
    }

    @Test(arguments: ["0", "100", "1e300", "\"4\""])
    func aBarrierOutOfRangeIsNoBarrier(barrier: String) throws {
        let card = try decode(
            Bodies.body(listed: ["a"], entrants: [Bodies.entrant("a", extra: #", "barrier": \#(barrier)"#)]))

        #expect(card.entrants.first?.barrier == nil)
    }

    @Test func hugeNumbersElsewhereAreLeftOutNotTrusted() throws {
        let card = try decode(
            Bodies.body(
                listed: ["a"],
                entrants: [
                    Bodies.entrant(
                        "a",
                        extra:
                            #", "scratch_time": {"seconds": 1e300}, "form_summary": {"handicapWeight": 1e300}"#
                    )
                ],
                results: [#""a": {"entrant_id": "a", "position": 1, "margin": {"value": 1e300}}"#],
                raceExtra: #", "actual_start": {"seconds": -1e300}"#))

        let entrant = try #require(card.entrants.first)
        #expect(entrant.scratchTime == nil && entrant.weight == nil && entrant.margin == nil)
        #expect(entrant.position == 1)
        #expect(card.race.actualStart == nil)
    }

    @Test(arguments: ["0", "100", "1e300", "null"])
    func aResultWithAPositionOutOfRangeIsSkippedAndCounted(position: String) throws {
        let card = try decode(
            Bodies.body(
                listed: ["a"], entrants: [Bodies.entrant("a")],
                results: [#""a": {"entrant_id": "a", "position": \#(position)}"#]))

        #expect(card.entrants.first?.position == nil)
        #expect(card.skippedCount == 1)
    }

    @Test func aRaceStartOutOfRangeMakesTheBodyNotARaceCard() {
        let body = Bodies.body(listed: [], entrants: []).replacingOccurrences(of: "1768438800", with: "1e300")

        #expect(throws: FetchFailure.invalidResponse(reason: "the race has no usable number or start")) {
            try RaceCardResponseDecoder.decode(Data(body.utf8), raceID: "r1")
        }
    }

    @Test(arguments: [
        ("0b9e24e1-3daa-4fdd-b4d5-e720cb74a2ce", RaceStatus.live),
        ("6cb39fac-be37-4ef2-8468-b4795aafe7ce", .closed), ("766bab58-a04c-4cd3-8a3d-fdcfa38bf016", .interim),
        ("46B6910D-8379-44FB-855C-AFBBDEE3B007", .final),
        ("a8419435-bd8f-406d-bdef-734e25a15569", .abandoned),
        ("00000000-0000-0000-0000-000000000000", .unknown),
    ])
    func theStatusIsTheFinalFieldMarketsAndAnUnknownIDIsUnknown(id: String, status: RaceStatus)
        throws
    {
        let card = try decode(Bodies.body(listed: ["a"], entrants: [Bodies.entrant("a")], status: id))

        #expect(card.status == status)
    }

    @Test func duplicateIDsAreTakenOnceAndCounted() throws {
        let card = try decode(
            Bodies.body(
                listed: ["a", "a", "b"],
                entrants: [
                    Bodies.entrant("a"), Bodies.entrant("b", number: "2"), Bodies.entrant("a", number: "9"),
                ],
                prices: [
                    Bodies.price("a", odds: #"{"numerator": 1, "denominator": 1}"#),
                    Bodies.price("a", odds: #"{"numerator": 5, "denominator": 1}"#),
                ],
                results: [
                    #""x": {"entrant_id": "b", "position": 1}"#, #""y": {"entrant_id": "b", "position": 2}"#,
                ]))

        #expect(card.entrants.map(\.id) == ["a", "b"])
        #expect(card.entrants.first?.number == 1, "the first entrant filed under an id is kept")
        #expect(card.entrants.first?.winPrice == 2)
        #expect(card.entrants.last?.position == 1)
        #expect(card.skippedCount == 4, "a listed id, an entrant, a price and a result repeated")
    }

    @Test(arguments: [(199, 199, 0), (200, 200, 0), (201, 200, 1), (14_000, 200, 13_800)])
    func aFieldIsCutAtTwoHundredRunnersAndTheRestCounted(listed: Int, kept: Int, skipped: Int) throws {
        let ids = (0..<listed).map { "e\($0)" }
        let card = try decode(
            Bodies.body(
                listed: ids,
                entrants: ids.enumerated().map { index, id in
                    Bodies.entrant(id, number: "\(index % 99 + 1)", name: "Runner \(index)")
                }))

        #expect(card.entrants.count == kept)
        #expect(card.entrants.map(\.id) == Array(ids.prefix(kept)), "the first listed are kept, in order")
        #expect(card.skippedCount == skipped)
    }

    @Test func aBodyWithNoRaceMeansTheAPIDoesNotKnowTheRace() throws {
        #expect(
            try RaceCardResponseDecoder.decode(Data(#"{"data": {"races": {}}}"#.utf8), raceID: "r1") == nil)
        #expect(try RaceCardResponseDecoder.decode(Data(#"{"data": {}}"#.utf8), raceID: "r1") == nil)
        let otherRace = Bodies.body(listed: ["a"], entrants: [Bodies.entrant("a")])
        #expect(try RaceCardResponseDecoder.decode(Data(otherRace.utf8), raceID: "r2") == nil)
        #expect(
            try RaceCardResponseDecoder.decode(Data(otherRace.utf8), raceID: "R1") != nil, "ids in any case")
    }

    @Test(arguments: [
        ("", "the body is empty"), ("[1]", "the body has the wrong type"),
        (#"{"races": {}}"#, "data is missing or has the wrong type"),
        (#"{"data": {"#, "the body is not JSON"),
    ])
    func aBodyThatIsNotARaceCardSaysWhy(body: String, reason: String) {
        #expect(throws: FetchFailure.invalidResponse(reason: reason)) {
            try RaceCardResponseDecoder.decode(Data(body.utf8), raceID: "r1")
        }
    }
}
