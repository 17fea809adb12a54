import DataLayer
import Foundation
import TestSupport
import Testing

@Suite struct RecordedFixtureDecodingTests {
    /// What a fixture holds, read independently of the decoder with `JSONSerialization`.
    private struct ExpectedRace: Equatable {
        var id: String
        var meetingName: String
        var raceNumber: Int
        var categoryID: String
        var startSeconds: Double
    }

    private func expectedRaces(in name: String) throws -> [ExpectedRace] {
        let data = try #require(try Fixtures.object(named: name)["data"] as? [String: Any])
        let ids = try #require(data["next_to_go_ids"] as? [String])
        let summaries = try #require(data["race_summaries"] as? [String: [String: Any]])
        return try ids.map { id in
            let summary = try #require(summaries[id])
            let start = try #require(summary["advertised_start"] as? [String: Any])
            return ExpectedRace(
                id: try #require(summary["race_id"] as? String),
                meetingName: try #require(summary["meeting_name"] as? String),
                raceNumber: try #require(summary["race_number"] as? Int),
                categoryID: try #require(summary["category_id"] as? String),
                startSeconds: try #require(start["seconds"] as? Double))
        }
    }

    @Test(arguments: Fixtures.recordedNames)
    func everyRecordedResponseDecodesWithItsRacesInFeedOrder(name: String) throws {
        let response = try NextRacesResponseDecoder.decode(Fixtures.data(named: name))
        let decoded = response.raceSummaries.map {
            ExpectedRace(
                id: $0.raceID, meetingName: $0.meetingName, raceNumber: $0.raceNumber,
                categoryID: $0.categoryID, startSeconds: $0.advertisedStart.timeIntervalSince1970)
        }
        #expect(decoded == (try expectedRaces(in: name)))
        #expect(response.skippedCount == 0)
        #expect(!decoded.isEmpty)
    }

    @Test func aKnownRecordingStartsWithNorthfieldParkRaceSix() throws {
        let response = try NextRacesResponseDecoder.decode(
            Fixtures.data(named: "j-__next-to-go-react__payload-1768438793569"))
        let first = try #require(response.raceSummaries.first)
        #expect(first.meetingName == "Northfield Park")
        #expect(first.raceNumber == 6)
        #expect(first.categoryID == "161d9be2-e909-4326-8c2c-35ed71fb460b")
        #expect(first.advertisedStart == Date(timeIntervalSince1970: 1_768_438_680))
        #expect(first.venueCountry == "USA")
        #expect(response.raceSummaries.count == 10)
    }
}
