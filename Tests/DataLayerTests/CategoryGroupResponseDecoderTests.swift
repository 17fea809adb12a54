import DataLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// The v2 next-races route's bodies: no wrapper, races filed by category, starts as RFC 3339
/// strings; decoded leniently, as the v1 route's are, and refused when of another shape.
@Suite struct CategoryGroupResponseDecoderTests {
    private static let horse = "4a2788f8-e825-4d36-9894-efd4baf1cfae"
    private static let greyhound = "9daef0d7-bf3c-4f50-921d-8e818c60fe61"

    private static func summary(
        _ id: String, category: String = horse, start: String = #""2026-01-15T02:00:00Z""#
    )
        -> String
    {
        """
        "\(id)": {"race_id": "\(id)", "race_name": "Race \(id)", "race_number": 3, "meeting_name": "Ascot",
          "category_id": "\(category)", "advertised_start": \(start)}
        """
    }

    private static func body(map: [String: [String]], summaries: [String]) -> Data {
        let entries = map.sorted { $0.key < $1.key }.map { category, ids in
            "\"\(category)\": {\"race_ids\": [\(ids.map { "\"\($0)\"" }.joined(separator: ","))]}"
        }
        return Data(
            """
            {"category_race_map": {\(entries.joined(separator: ","))},
             "race_summaries": {\(summaries.joined(separator: ","))}}
            """.utf8)
    }

    @Test func theRecordedAnswerHasFiveRacesOfEachCategoryInStartOrder() throws {
        let response = try CategoryGroupResponseDecoder.decode(CategoryGroupFixtures.recorded())

        #expect(response.raceSummaries.count == CategoryGroupFixtures.recordedRaceCount)
        #expect(response.skippedCount == 0)
        #expect(response.raceSummaries.first?.advertisedStart == CategoryGroupFixtures.recordedFirstStart)
        let starts = response.raceSummaries.map(\.advertisedStart)
        #expect(starts == starts.sorted())
        #expect(
            Dictionary(grouping: response.raceSummaries, by: \.categoryID).mapValues(\.count).values
                .allSatisfy { $0 == 5 })
        #expect(
            response.raceSummaries.first { $0.raceID == "189cb3dc-52a1-4568-b4be-96774def9068" }?.venueState
                == "VIC")
    }

    @Test(arguments: [
        (#""2026-01-15T02:00:00Z""#, 1_768_442_400.0),
        (#""2026-01-15T02:00:00.469Z""#, 1_768_442_400.469),
        (#""2026-01-15T12:00:00+10:00""#, 1_768_442_400.0),
        (#"{"seconds": 1768442400}"#, 1_768_442_400.0),
    ])
    func aStartIsReadAsAStringWithFractionsAndOffsetsOrAsSeconds(start: String, seconds: Double) throws {
        let response = try CategoryGroupResponseDecoder.decode(
            Self.body(map: [Self.horse: ["a"]], summaries: [Self.summary("a", start: start)]))

        let read = try #require(response.raceSummaries.first).advertisedStart.timeIntervalSince1970
        #expect(abs(read - seconds) < 0.001)
    }

    @Test func aV1SummaryWithItsStartAsAStringIsReadToo() throws {
        let body = Data(
            """
            {"data": {"next_to_go_ids": ["a"], "race_summaries": {\(Self.summary("a"))}}}
            """.utf8)
        let response = try NextRacesResponseDecoder.decode(body)
        #expect(response.raceSummaries.map(\.advertisedStart) == [Date(timeIntervalSince1970: 1_768_442_400)])
    }

    @Test func aRaceUnderTwoCategoriesIsTakenOnceAndCounted() throws {
        let response = try CategoryGroupResponseDecoder.decode(
            Self.body(
                map: [Self.horse: ["a", "b"], Self.greyhound: ["b"]],
                summaries: [Self.summary("a"), Self.summary("b")]))

        #expect(response.raceSummaries.map(\.raceID) == ["a", "b"])
        #expect(response.skippedCount == 1)
    }

    @Test func idsWithNoSummaryAndBadSummariesAreCounted() throws {
        let response = try CategoryGroupResponseDecoder.decode(
            Self.body(
                map: [Self.horse: ["a", "missing", "bad", "late"], "not-a-category": ["x"]],
                summaries: [
                    Self.summary("a"), Self.summary("late", start: #""yesterday""#), #""bad": [1, 2]"#,
                    Self.summary("x", category: "not-a-category"),
                ]))

        #expect(response.raceSummaries.map(\.raceID) == ["a", "x"])
        #expect(response.skippedCount == 3)
    }

    @Test func anEmptyMapIsNoRacesNotAnError() throws {
        let response = try CategoryGroupResponseDecoder.decode(Self.body(map: [:], summaries: []))
        #expect(response.raceSummaries.isEmpty)
    }

    @Test(arguments: [
        (
            #"{"status": 200, "data": {"next_to_go_ids": [], "race_summaries": {}}}"#,
            "category_race_map is missing"
        ),
        (#"{"category_race_map": [], "race_summaries": {}}"#, "category_race_map has the wrong type"),
        (#"{"category_race_map": {}}"#, "race_summaries is missing"),
        (#"{"category_race_map": {}, "race_summaries": "none"}"#, "race_summaries has the wrong type"),
        ("[]", "the body has the wrong type"),
        ("<html>", "the body is not JSON"),
        ("", "the body is empty"),
    ])
    func aBodyOfAnotherShapeIsRefusedWithItsReason(body: String, reason: String) {
        #expect(throws: FetchFailure.invalidResponse(reason: reason)) {
            try CategoryGroupResponseDecoder.decode(Data(body.utf8))
        }
    }

    @Test func theRequestNamesTheCategoriesAsAnEncodedJSONArray() throws {
        let endpoint = try NedsEndpoint(apiRoot: "https://api.neds.com.au/")
        let url = endpoint.categoryGroupURL(count: 10, categoryIDs: [Self.horse, Self.greyhound])
        #expect(
            url.absoluteString
                == "https://api.neds.com.au/v2/racing/next-races-category-group?count=10&categories="
                + "%5B%22\(Self.horse)%22%2C%22\(Self.greyhound)%22%5D")
        #expect(
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.last?.value
                == "[\"\(Self.horse)\",\"\(Self.greyhound)\"]")
    }

    @Test func everyRegressionInputDecodesWithinTheInvariantsOrIsRejected() throws {
        for name in FuzzRegressionInputs.names {
            let body = try FuzzRegressionInputs.data(named: name)
            let response: NextRacesResponse
            do {
                response = try CategoryGroupResponseDecoder.decode(body)
            } catch {
                guard case .invalidResponse = error else {
                    Issue.record("\(name): threw \(error)")
                    continue
                }
                continue
            }
            #expect(response.skippedCount >= 0, "\(name)")
            #expect(
                Set(response.raceSummaries.map(\.raceID)).count == response.raceSummaries.count, "\(name)")
            #expect(
                response.raceSummaries.allSatisfy { RaceSummary.plausibleStarts.contains($0.advertisedStart) }
            )
        }
    }
}

/// Hand-made hostile v2 bodies kept with the fuzzer's regression inputs.
@Suite struct CategoryGroupFuzzRegressionTests {
    @Test func oneRaceListedFifteenThousandTimesIsTakenOnceAndTheRepeatsCounted() throws {
        let body = try FuzzRegressionInputs.data(
            named: "v2-one-race-under-every-category-five-thousand-times.bin")
        let response = try CategoryGroupResponseDecoder.decode(body)
        #expect(response.raceSummaries.map(\.raceID) == ["a"])
        #expect(response.skippedCount == 14_999)
    }

    @Test func mapEntriesOfTheWrongTypeAndBadStartsAreLeftOut() throws {
        let body = try FuzzRegressionInputs.data(named: "v2-map-entries-of-every-wrong-type.bin")
        let response = try CategoryGroupResponseDecoder.decode(body)
        // Only strings are ids; of a to e, only a's start reads (an offset of 99:99, a start
        // given as words, ten digits of fraction and the year 9999 do not).
        #expect(response.raceSummaries.map(\.raceID) == ["a"])
        #expect(response.skippedCount == 4)
    }
}
