import DataLayer
import Foundation
import SharedUtils
import Testing

@Suite struct NextRacesResponseDecoderTests {
    private func decode(_ body: String) throws -> NextRacesResponse {
        try NextRacesResponseDecoder.decode(Data(body.utf8))
    }

    @Test func optionalFieldsMayBeMissing() throws {
        let response = try decode(HandMadeBodies.withoutOptionalFields)
        let race = try #require(response.raceSummaries.first)
        #expect(race.meetingName == "Shepparton")
        #expect(race.raceNumber == 6)
        #expect(race.venueName == nil)
        #expect(race.venueCountry == nil)
        #expect(response.skippedCount == 0)
    }

    @Test func venueFieldsAreReadWhenPresent() throws {
        let race = try #require(try decode(HandMadeBodies.withVenue).raceSummaries.first)
        #expect(race.venueName == "Shepparton")
        #expect(race.venueState == "VIC")
        #expect(race.venueCountry == "AUS")
    }

    @Test(arguments: [
        HandMadeBodies.withOneSummaryMissingItsMeetingName,
        HandMadeBodies.withARaceNumberOfTheWrongType,
        HandMadeBodies.withAnIDThatHasNoSummary,
        HandMadeBodies.withASummaryThatIsNotAnObject,
        HandMadeBodies.withASummaryFiledUnderAnotherIDThatRepeatsARace,
    ])
    func aBadSummaryIsSkippedAndCountedWithoutFailingTheRest(body: String) throws {
        let response = try decode(body)
        #expect(response.raceSummaries.map(\.raceID).first == "a")
        #expect(response.skippedCount == 1)
    }

    @Test func aRepeatedIDIsListedOnce() throws {
        let response = try decode(HandMadeBodies.withARepeatedID)
        #expect(response.raceSummaries.map(\.raceID) == ["a", "b"])
        #expect(response.skippedCount == 0)
    }

    @Test func fractionalStartSecondsAreKept() throws {
        let race = try #require(try decode(HandMadeBodies.withFractionalStartSeconds).raceSummaries.first)
        #expect(race.advertisedStart == Date(timeIntervalSince1970: 1_768_438_800.5))
    }

    @Test(arguments: [
        "1e20", "9.3e18", "9223372036854775808", "1e308", "-1e20", "-9.3e18", "-1e308", "0", "1",
        "946684799.5", "4102444800.5", "1e-320",
    ])
    func aStartOutsideTheYears2000To2100IsSkippedAndCounted(seconds: String) throws {
        let body = HandMadeBodies.response(
            ids: ["a", "b"],
            summaries: [HandMadeBodies.summary(id: "a"), HandMadeBodies.summary(id: "b", seconds: seconds)])
        let response = try decode(body)
        #expect(response.raceSummaries.map(\.raceID) == ["a"])
        #expect(response.skippedCount == 1)
    }

    @Test(arguments: [946_684_800.0, 4_102_444_800.0])
    func aStartOnTheEdgeOfTheRangeIsKept(seconds: Double) throws {
        let body = HandMadeBodies.response(
            ids: ["a"], summaries: [HandMadeBodies.summary(id: "a", seconds: "\(seconds)")])
        let race = try #require(try decode(body).raceSummaries.first)
        #expect(race.advertisedStart == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        ("", "the body is empty"),
        ("<html><body>502 Bad Gateway</body></html>", "the body is not JSON"),
        ("\u{00}\u{FF}garbage\u{13}", "the body is not JSON"),
        ("{}", "data is missing"),
        ("[]", "the body has the wrong type"),
        (#"{"data": {}}"#, "data.next_to_go_ids is missing"),
        (#"{"data": {"next_to_go_ids": []}}"#, "data.race_summaries is missing"),
        (
            #"{"data": {"next_to_go_ids": "a", "race_summaries": {}}}"#,
            "data.next_to_go_ids has the wrong type"
        ),
        (#"{"data": {"next_to_go_ids": ["a"], "race_summ"#, "the body is not JSON"),
    ])
    func aBodyThatIsNotANextRacesResponseIsADecodingErrorWithAShortReason(
        body: String, reason: String
    ) {
        #expect(throws: FetchFailure.invalidResponse(reason: reason)) {
            try decode(body)
        }
    }
}
