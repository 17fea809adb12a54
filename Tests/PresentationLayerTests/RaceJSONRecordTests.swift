import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@Suite struct RaceJSONRecordTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    @Test func printsTheFieldsScriptsNeed() throws {
        let race = RaceFactory.race(
            "g6", .greyhound, meeting: "Shepparton", number: 6, startsIn: 245, from: now)
        let json = RaceJSONRecord.encode([race], now: now)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let record = try #require(records.first)
        #expect(record["race_id"] as? String == "g6")
        #expect(record["category"] as? String == "greyhound")
        #expect(record["meeting_name"] as? String == "Shepparton")
        #expect(record["race_number"] as? Int == 6)
        #expect(record["race_name"] as? String == "Race 6")
        #expect(record["advertised_start"] as? String == "2026-01-15T01:04:05Z")
        #expect(record["seconds_to_start"] as? Int == 245)
        #expect(record["starred"] as? Bool == false)
    }

    @Test func printsWhereTheRaceIsRunAndNullWhereTheFeedDoesNotSay() throws {
        let races = [
            RaceFactory.race(
                "a", meeting: "Shepparton", startsIn: 60, from: now,
                venue: Venue(name: "Shepparton", state: "VIC", country: "AUS")),
            RaceFactory.race("b", meeting: "Ascot", startsIn: 120, from: now),
        ]
        let json = RaceJSONRecord.encode(races, now: now)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(records[0]["venue_name"] as? String == "Shepparton")
        #expect(records[0]["venue_state"] as? String == "VIC")
        #expect(records[0]["venue_country"] as? String == "AUS")
        for key in ["venue_name", "venue_state", "venue_country"] {
            #expect(records[1][key] is NSNull, "\(key) is null, not missing")
        }
    }

    @Test func saysWhetherEachRaceIsOfAStarredMeeting() throws {
        let races = [
            RaceFactory.race("a", meeting: "Happy Valley", startsIn: 60, from: now),
            RaceFactory.race("b", meeting: "Sha Tin", startsIn: 120, from: now),
        ]
        let json = RaceJSONRecord.encode(races, now: now, stars: StarredMeetings(["happy valley"]))
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(records.map { $0["starred"] as? Bool } == [true, false])
    }

    @Test func anEmptyBoardIsAnEmptyArray() {
        #expect(RaceJSONRecord.encode([], now: now) == "[\n\n]")
    }

    @Test func controlCharactersAreEscapedNotPrinted() {
        let race = Race(
            id: "x", category: .horse, meetingName: "A\u{1B}[2JB", raceNumber: 1, raceName: "",
            advertisedStart: now)
        let json = RaceJSONRecord.encode([race], now: now)
        #expect(!json.contains("\u{1B}"))
        #expect(json.contains("\\u001b") || json.contains("\\u001B"))
    }
}
