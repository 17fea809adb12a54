import DomainLayer
import Foundation
import SharedUtils
import Testing

@testable import PresentationLayer

/// `meetings --json` and `meeting <name> --json`: every documented key, in snake case, null when
/// the API does not say.
@Suite struct MeetingJSONRecordTests {
    private let now = MeetingSamples.now

    private func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private static let meetingKeys: Set<String> = [
        "meeting_id", "name", "category", "date", "venue_name", "venue_state", "venue_country",
        "track_condition", "weather", "races_run", "races_total", "next_race_number", "next_race_start",
        "seconds_to_next_race", "state", "compounds",
    ]

    @Test func aMeetingStillRacingHasItsNextRaceAndEveryKey() throws {
        let meeting = MeetingSamples.meeting(
            "Shepparton", venue: Venue(name: "Shepparton", state: "VIC", country: "AUS"), track: "Good4",
            weather: "OCAST", races: MeetingSamples.shepparton.races,
            compounds: [CompoundBet(name: "EarlyQuadrella", raceNumbers: [1, 2, 3, 4])])
        let day = RacingDay(date: MeetingSamples.date, meetings: [meeting])

        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(MeetingJSONRecord.encode(day, now: now).utf8))
                as? [[String: Any]])

        let record = try #require(array.first)
        #expect(Set(record.keys) == Self.meetingKeys)
        #expect(record["meeting_id"] as? String == "meeting-Shepparton-greyhound")
        #expect(record["category"] as? String == "greyhound")
        #expect(record["date"] as? String == "2023-07-13")
        #expect(record["venue_state"] as? String == "VIC")
        #expect(record["track_condition"] as? String == "Good4")
        #expect(record["weather"] as? String == "OCAST")
        #expect(record["races_run"] as? Int == 5)
        #expect(record["races_total"] as? Int == 9)
        #expect(record["next_race_number"] as? Int == 6)
        #expect(record["next_race_start"] as? String == "2023-07-13T06:04:05Z")
        #expect(record["seconds_to_next_race"] as? Int == 245)
        #expect(record["state"] as? String == "racing")
        let compounds = try #require(record["compounds"] as? [[String: Any]])
        #expect(compounds.first?["name"] as? String == "EarlyQuadrella")
        #expect(compounds.first?["race_numbers"] as? [Int] == [1, 2, 3, 4])
    }

    @Test func aFinishedMeetingHasNullsForItsNextRaceAndTheAPIsSilences() throws {
        let over = Meeting(
            id: "m", name: "Casino", category: .greyhound,
            races: [
                MeetingSamples.race(1, startsIn: -5, .final),
                MeetingSamples.race(2, startsIn: -1, .abandoned),
            ])
        let abandoned = Meeting(
            id: "a", name: "Wet", category: .horse, races: [MeetingSamples.race(1, startsIn: 5, .abandoned)])

        let record = try object(MeetingRacesJSONRecord(meeting: over, now: now).json())

        #expect(record["state"] as? String == "finished")
        for key in [
            "date", "venue_name", "venue_state", "venue_country", "track_condition", "weather",
            "next_race_number", "next_race_start", "seconds_to_next_race",
        ] {
            #expect(record[key] is NSNull, "\(key)")
        }
        #expect(record["races_run"] as? Int == 1)
        #expect(MeetingJSONRecord(meeting: abandoned, now: now).state == "abandoned")
    }

    @Test func aMeetingsOwnRecordListsEveryRaceWithItsPlacingsByPosition() throws {
        let meeting = Meeting(
            id: "m", name: "Ballarat", category: .harness,
            races: [
                MeetingSamples.race(1, startsIn: -10, .final, placings: [[5], [7, 6], [4]], name: "Pace"),
                MeetingSamples.race(nil, startsIn: 10, .unknown),
            ])

        let record = try object(MeetingRacesJSONRecord(meeting: meeting, now: now).json())

        #expect(Set(record.keys) == Self.meetingKeys.union(["races"]))
        let races = try #require(record["races"] as? [[String: Any]])
        #expect(races.count == 2)
        #expect(
            Set(races[0].keys) == [
                "race_id", "race_number", "race_name", "advertised_start", "seconds_to_start", "status",
                "placings",
            ])
        #expect(races[0]["race_number"] as? Int == 1)
        #expect(races[0]["race_name"] as? String == "Pace")
        #expect(races[0]["status"] as? String == "final")
        #expect(races[0]["seconds_to_start"] as? Int == -600)
        #expect(races[0]["advertised_start"] as? String == "2023-07-13T05:50:00Z")
        let placings = try #require(races[0]["placings"] as? [[String: Any]])
        #expect(placings.map { $0["position"] as? Int } == [1, 2, 4])
        #expect(placings.map { $0["runners"] as? [Int] } == [[5], [7, 6], [4]])
        #expect(races[1]["race_number"] is NSNull)
        #expect(races[1]["status"] as? String == "unknown")
        #expect((races[1]["placings"] as? [Any])?.isEmpty == true)
        #expect(record["next_race_number"] is NSNull)
        #expect(record["state"] as? String == "racing")
    }

    @Test func aDayWithNoMeetingsIsAnEmptyArray() throws {
        let json = MeetingJSONRecord.encode(RacingDay(date: MeetingSamples.date, meetings: []), now: now)

        #expect((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])?.isEmpty == true)
    }
}
