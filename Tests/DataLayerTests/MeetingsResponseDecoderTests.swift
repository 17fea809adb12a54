import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import DataLayer

/// The meetings decoder on the recorded racing day and on hand-made bodies.
@Suite struct MeetingsResponseDecoderTests {
    private typealias Bodies = HandMadeMeetingBodies

    private func decode(_ text: String) throws -> MeetingsResponse {
        try MeetingsResponseDecoder.decode(Data(text.utf8))
    }

    private func recordedDay() throws -> MeetingsResponse {
        try MeetingsResponseDecoder.decode(MeetingsFixtures.recordedDay())
    }

    @Test func everyMeetingAndRaceOfTheRecordedDayIsDecodedOrCountedAsSkipped() throws {
        let response = try recordedDay()
        let races = response.meetings.flatMap(\.races)

        #expect(
            response.meetings.count + response.skippedMeetingCount == MeetingsFixtures.recordedMeetingCount)
        #expect(races.count + response.skippedRaceCount == MeetingsFixtures.recordedRaceCount)
        // The recording is clean: nothing is skipped, and no race is in two meetings.
        #expect(response.skippedCount == 0)
        #expect(Set(races.map(\.id)).count == races.count)
    }

    @Test func theRecordedDaysStatusesNumbersAndCompoundsAreRead() throws {
        let races = try recordedDay().meetings.flatMap(\.races)
        let statuses = Dictionary(grouping: races, by: \.status).mapValues(\.count)

        #expect(statuses == [.open: 926, .final: 413, .abandoned: 12, .interim: 3, .unknown: 16])
        #expect(races.count { $0.number == nil } == 16)
        #expect(races.count { !$0.placings.isEmpty } == 413)
        #expect(try recordedDay().meetings.map(\.compounds.count).reduce(0, +) == 171)
    }

    @Test func aMeetingKeepsItsRaceOrderVenueTrackWeatherAndCompounds() throws {
        let casino = try #require(try recordedDay().meetings.first { $0.name == "Casino" })
        let numbers = Dictionary(uniqueKeysWithValues: casino.races.map { ($0.id, $0.number) })

        #expect(casino.races.map(\.number) == Array(1...12))
        #expect(casino.venueName == "Casino")
        #expect(casino.venueState == "NSW")
        #expect(casino.venueCountry == "AUS")
        #expect(casino.trackCondition == "Good")
        #expect(casino.weather == "FINE")
        #expect(casino.date == "2023-07-13")
        #expect(casino.races[0].advertisedStart == Date(timeIntervalSince1970: 1_689_210_360))
        #expect(
            casino.compounds.map { [$0.name] + $0.raceIDs.map { "\(numbers[$0]! ?? 0)" } } == [
                ["EarlyQuadrella", "1", "2", "3", "4"], ["Quadrella", "5", "6", "7", "8"],
            ])
    }

    @Test func resultsDisplayBecomesPlacingsWithDeadHeatsSharingAPlace() throws {
        let races = try recordedDay().meetings.flatMap(\.races)

        #expect(races.first { $0.id == "00c85cf4-1127-4b83-91c1-b093ba0b8069" }?.placings == [[9], [2], [8]])
        #expect(
            races.first { $0.id == "417c07bd-4ae7-44b9-b73e-46c700116595" }?.placings == [[5], [7, 6], [4]])
    }

    @Test func namesThatRepeatAreKeptAsTheirOwnMeetings() throws {
        let meetings = try recordedDay().meetings

        let ballarat = meetings.filter { $0.name == "Ballarat" }
        #expect(Set(ballarat.map(\.categoryID)).count == 2)
        let doomben = meetings.filter { $0.name == "Doomben" }
        #expect(doomben.map(\.races.count).sorted() == [1, 9])
    }

    @Test func aMeetingWhoseRacesHaveNoNumbersKeepsThemWithoutOne() throws {
        let doomben = try #require(
            try recordedDay().meetings.first { $0.name == "Doomben" && $0.races.count == 1 })

        #expect(doomben.races[0].number == nil)
        #expect(doomben.races[0].name == "Watch This Place - Saint Angela")
        #expect(doomben.races[0].status == .unknown)
    }

    @Test(arguments: [
        #"{"meetings": {}, "races": {}, "venues": {}, "compounds": {}}"#,
        #"{"meetings": [], "races": []}"#,
        #"{"meetings": null}"#,
    ])
    func aDayWithNoMeetingsIsAnEmptyResponse(body: String) throws {
        #expect(try decode(body) == MeetingsResponse(meetings: []))
    }

    @Test(arguments: [
        ("", "the body is empty"),
        ("<html>", "the body is not JSON"),
        (#"{"meetings": {}"#, "the body is not JSON"),
        ("[]", "the body has the wrong type"),
        (#"{"races": {}}"#, "meetings is missing"),
        (#"{"meetings": 5}"#, "meetings has the wrong type"),
        (#"{"meetings": [1]}"#, "meetings has the wrong type"),
        (#"{"meetings": true}"#, "meetings has the wrong type"),
    ])
    func aBodyThatIsNoMeetingsResponseSaysWhy(body: String, reason: String) {
        #expect(throws: FetchFailure.invalidResponse(reason: reason)) { try decode(body) }
    }

    @Test(arguments: [
        ("\"1999-12-31T23:59:59Z\"", "before 2000"),
        ("\"2100-01-01T00:00:01Z\"", "after 2100"),
        ("\"2026-07-13\"", "no time"),
        ("\"13/07/2026 02:30\"", "another format"),
        ("\"2026-07-13T25:00:00Z\"", "an hour out of range"),
        ("{\"seconds\": 1784000000}", "the next-races shape"),
        ("null", "null"),
    ])
    func aRaceWithoutAUsableStartIsSkippedAndCounted(start: String, _: String) throws {
        let response = try decode(
            Bodies.body(
                meetings: [Bodies.meeting("m", races: ["a", "b"])],
                races: [Bodies.race("a"), Bodies.race("b", start: start)]))

        #expect(response.meetings[0].races.map(\.id) == ["a"])
        #expect(response.skippedRaceCount == 1)
    }

    @Test(arguments: ["0", "100", "-1", "2.5", "1e300", "\"7\"", "null"])
    func aRaceNumberOutsideOneToNinetyNineIsNoNumber(number: String) throws {
        let response = try decode(
            Bodies.body(
                meetings: [Bodies.meeting("m", races: ["a"])], races: [Bodies.race("a", number: number)]))

        #expect(response.meetings[0].races[0].number == nil)
        #expect(response.skippedCount == 0)
    }

    @Test func idsThatNameNoRaceRepeatsAndRacesOfNoMeetingAreCounted() throws {
        let response = try decode(
            Bodies.body(
                meetings: [
                    Bodies.meeting("m1", races: ["a", "ghost", "a"]),
                    Bodies.meeting("m2", races: ["a", "b"]),
                ],
                races: [Bodies.race("a"), Bodies.race("b"), Bodies.race("stray"), #""bad": 5"#]))

        #expect(response.meetings.map { $0.races.map(\.id) } == [["a"], ["b"]])
        // "ghost" names no race; "a" is listed twice more; "stray" and "bad" are in no meeting.
        #expect(response.skippedRaceCount == 5)
        #expect(response.skippedMeetingCount == 0)
    }

    @Test func aMeetingWithoutANameOrCategoryIsSkippedWithItsRaces() throws {
        let response = try decode(
            Bodies.body(
                meetings: [
                    #""m1": {"category_id": "x", "race_ids": ["a"]}"#,
                    #""m2": {"name": "Randwick", "race_ids": ["b"]}"#,
                    #""m3": "Randwick""#,
                    Bodies.meeting("m4", races: ["c"]),
                    Bodies.meeting("m4", name: "Again", races: []),
                ],
                races: [Bodies.race("a"), Bodies.race("b"), Bodies.race("c")]))

        #expect(response.meetings.map(\.id) == ["m4"])
        #expect(response.skippedMeetingCount == 4)
        #expect(response.skippedRaceCount == 2)
    }

    @Test func theMapsMayComeInAnyOrderAndAVenueFillsWhatTheMeetingLeavesOut() throws {
        let body = #"""
            {"venues": {"v": {"name": "Royal Randwick", "state": "NSW", "country": "AUS"}},
             "compounds": {"q": {"meeting_id": "m", "name": "Quadrella", "race_ids": ["b", "ghost", "a"]},
                           "x": {"meeting_id": "nowhere", "name": "Treble", "race_ids": ["a"]},
                           "y": {"meeting_id": "m", "race_ids": ["a"]}},
             "races": {\#(Bodies.race("a")), \#(Bodies.race("b", number: "2"))},
             "meetings": {\#(Bodies.meeting("m", races: ["a", "b"], extra: #", "venue_id": "v", "state": "ACT""#))}}
            """#

        let meeting = try #require(try decode(body).meetings.first)

        #expect(meeting.venueName == "Royal Randwick")
        #expect(meeting.venueState == "ACT")
        #expect(meeting.venueCountry == "AUS")
        #expect(meeting.compounds == [CompoundSummary(name: "Quadrella", raceIDs: ["b", "a"])])
        #expect(try decode(body).skippedCompoundCount == 2)
    }

    /// Each compound once looked up its meeting's races by building a set of all of them: 20,000
    /// compounds of a 20,000-race meeting took minutes (8,000 took 26 s in a debug build). It is
    /// linear now, well inside the limit.
    @Test(.timeLimit(.minutes(1))) func manyCompoundsOfALargeMeetingDecodeInTimeLinearInTheBody() throws {
        let body = HostileMeetingsBody.body(races: 20_000, compounds: 20_000)

        let response = try MeetingsResponseDecoder.decode(body)

        let meeting = try #require(response.meetings.first)
        #expect(meeting.races.count == 20_000)
        #expect(meeting.compounds.count == 20_000)
        #expect(meeting.compounds.allSatisfy { $0.raceIDs.count == 4 })
        #expect(response.skippedCompoundCount == 0)
    }

    @Test(arguments: [
        ("9,2,8", [[9], [2], [8]]),
        ("5,7/6,4", [[5], [7, 6], [4]]),
        ("10/9,4", [[10, 9], [4]]),
        ("", []),
    ])
    func placingsReadEachPlaceAndItsRunners(text: String, expected: [[Int]]) {
        #expect(MeetingsDocument.placings(from: text) == expected)
    }

    @Test(arguments: ["9,,8", "0,1", "100", "a,b", "9,2,8,", "1/", String(repeating: "1,", count: 60) + "1"])
    func placingsThatDoNotReadAreNone(text: String) throws {
        #expect(MeetingsDocument.placings(from: text) == nil)
        let response = try decode(
            Bodies.body(
                meetings: [Bodies.meeting("m", races: ["a"])],
                races: [Bodies.race("a", extra: #", "results_display": "\#(text)""#)]))
        #expect(response.meetings[0].races[0].placings == [])
    }

    @Test(arguments: [
        ("2023-07-13T02:46:00Z", 1_689_216_360.0),
        ("2023-07-13T02:46:00.5Z", 1_689_216_360.5),
        ("2023-07-13T12:46:00+10:00", 1_689_216_360.0),
        ("2023-07-12T21:16:00-05:30", 1_689_216_360.0),
        ("2000-01-01T00:00:00Z", 946_684_800.0),
    ])
    func timesAreReadInUTCWithTheirOffset(text: String, seconds: Double) {
        #expect(ISO8601Timestamp.seconds(from: text) == seconds)
    }

    @Test(arguments: [
        "2023-07-13T02:46:00", "2023-07-13 02:46:00Z", "2023-13-13T02:46:00Z", "2023-07-13T02:60:00Z",
        "2023-07-13T02:46:00.Z", "2023-07-13T02:46:00+1000", "２０２３-07-13T02:46:00Z", "",
    ])
    func timesInAnyOtherFormAreNone(text: String) {
        #expect(ISO8601Timestamp.seconds(from: text) == nil)
    }
}
