import Foundation
import SharedUtils
import Testing

@testable import DataLayer

/// The demo's race cards: each recorded card shown for its race of the demo's day, moved to that
/// race's start, with its status from the time.
@Suite struct RecordedRaceCardServiceTests {
    /// 00:00 UTC on 23 May 2026, 1,045 days after the demo's recorded day.
    private static let midnight = Date(timeIntervalSince1970: 1_779_494_400)
    private static let days = 1_045
    private static let albionParkR7 = "11383b42-f54f-45e4-82c9-010c5e35d81e"
    private static let ballaratR6 = "812a0b6b-5e98-4a38-a5c9-2a9ad0606454"
    private static let nagoyaR8 = "0735833f-b9ce-450e-b194-e0afed016416"
    /// Albion Park R1, a demo race without a card.
    private static let albionParkR1 = "8953851f-a73f-41db-8eb9-c8030363a127"

    private static func time(_ hours: Int, _ minutes: Int, seconds: Int = 0) -> Date {
        midnight.addingTimeInterval(TimeInterval(hours * 3_600 + minutes * 60 + seconds))
    }

    private func lookUp(_ raceID: String, at now: Date) throws -> RecordedRaceCardService.Lookup {
        try RecordedRaceCardService.builtIn(dates: DateSource { now }).lookUp(raceID: raceID)
    }

    private func card(_ raceID: String, at now: Date) throws -> RaceCardResponse {
        guard case .card(let card) = try lookUp(raceID, at: now) else {
            Issue.record("no card for \(raceID)")
            throw CancellationError()
        }
        return card
    }

    @Test(arguments: [
        (
            albionParkR7, "Albion Park", 7, 10 * 60 + 25,
            [
                "Master Distiller", "Our Matriarch", "Blue Jangles", "Where's Johnson", "Always Broke",
                "Gloria's Legacy", "Daysea's Unique", "Bora Blue",
            ]
        ),
        (
            ballaratR6, "Ballarat", 6, 9 * 60 + 30,
            [
                "Karuma Kev", "Beach Wreck", "Write About Angus Nz", "Beau Bronski", "Interpretation",
                "Our Rocky",
                "Harryhoo", "Polly Peachum", "Saint Win", "American Hammer Nz", "Community Art",
            ]
        ),
        (
            nagoyaR8, "Nagoya", 8, 5 * 60 + 45,
            [
                "Apollo Nike", "J K Bonita", "Rhyme Word", "Tugend", "Catherine Emu", "Runaway Boy",
                "Heliosheath",
                "Success Song", "Coeur De Reine",
            ]
        ),
    ])
    func eachRecordedCardIsShownForItsDemoRaceWithTheRecordedRunners(
        demoRaceID: String, meeting: String, number: Int, startMinutes: Int, runners: [String]
    ) throws {
        let id = "\(demoRaceID)-\(Self.days)"

        let card = try card(id, at: Self.midnight)

        #expect(card.race.id == id)
        #expect(card.meetingName == meeting)
        #expect(card.race.number == number)
        #expect(card.race.advertisedStart == Self.time(0, startMinutes))
        #expect(card.race.actualStart == nil)
        #expect(card.status == .open)
        #expect(card.entrants.sorted { $0.number < $1.number }.map(\.name) == runners)
        #expect(
            card.entrants.allSatisfy { $0.position == nil && $0.margin == nil }, "no results before the start"
        )
    }

    @Test func theCardKeepsTheDemoRacesIdentityAndTheRecordingsFormAndPrices() throws {
        // At the start, when the replayed prices have reached the recorded ones.
        let card = try card("\(Self.ballaratR6)-\(Self.days)", at: Self.time(9, 30))

        #expect(card.race.name == "Vhrc / Aldebaran Park Benefiting Our Members Trot")
        #expect(card.categoryID == "161d9be2-e909-4326-8c2c-35ed71fb460b")
        #expect([card.venueName, card.venueState, card.venueCountry] == ["Ballarat", "VIC", "AUS"])
        #expect(card.race.form?.distance == 1_650, "the recorded race's distance")
        #expect(card.race.form?.weather == "Cloudy", "the demo meeting's weather, not the recording's FINE")
        let hammer = try #require(card.entrants.first { $0.number == 10 })
        #expect(hammer.winPrice == 2.4 && hammer.placePrice == 1.3)
        let scratched = try #require(card.entrants.first { $0.isScratched })
        // Scratched 10 h 2 min before the recorded start, and so before the demo's.
        #expect(
            scratched.scratchTime == Self.time(9, 30).addingTimeInterval(-(1_689_154_200 - 1_689_116_252)))
    }

    @Test(arguments: [
        (-60, RaceCardMarketStatus.open, false), (0, .closed, false), (119, .closed, false),
        (120, .interim, true),
        (599, .interim, true), (600, .final, true), (86_000, .final, true),
    ])
    func aRecordedResultComesInOnlyAfterTheDemoRacesStart(
        secondsAfterStart: Int, status: RaceCardMarketStatus, hasResults: Bool
    )
        throws
    {
        let card = try card(
            "\(Self.ballaratR6)-\(Self.days)", at: Self.time(9, 30, seconds: secondsAfterStart))

        #expect(card.status == status)
        #expect(card.entrants.contains { $0.position == 1 } == hasResults)
        #expect((card.race.actualStart == Self.time(9, 30)) == (secondsAfterStart >= 0))
    }

    @Test func aRecordingWithoutResultsIsClosedAfterTheStart() throws {
        let card = try card("\(Self.albionParkR7)-\(Self.days)", at: Self.time(11, 25))

        #expect(card.status == .closed)
        #expect(card.entrants.allSatisfy { $0.position == nil })
        #expect(card.entrants.contains { $0.winPrice != nil }, "the last prices stay")
    }

    @Test func theSameCardComesBackForTheRaceOnAnyDay() throws {
        let card = try card("\(Self.albionParkR7)-\(Self.days + 3)", at: Self.midnight)

        #expect(card.race.advertisedStart == Self.time(10, 25).addingTimeInterval(3 * 86_400))
        #expect(card.entrants.count == 8)
    }

    @Test func aDemoRaceWithoutARecordedCardHasOnlyItsSummary() throws {
        let lookup = try lookUp("\(Self.albionParkR1)-\(Self.days)", at: Self.midnight)

        guard case .noCard(let race) = lookup else {
            Issue.record("expected no card, got \(lookup)")
            return
        }
        #expect(race.raceID == "\(Self.albionParkR1)-\(Self.days)")
        #expect(race.meetingName == "Albion Park" && race.raceNumber == 1)
    }

    @Test(arguments: [
        "nope", "", albionParkR7, "\(albionParkR7)-", "\(albionParkR7)-x", "\(albionParkR7)-+5",
        "\(albionParkR7)--5", "\(albionParkR7)-9999999", "\(albionParkR7)-99999999999999999999999",
        "00000000-0000-0000-0000-000000000000-1045",
    ])
    func anIDThatIsNotADemoRaceIsUnknown(raceID: String) throws {
        #expect(try lookUp(raceID, at: Self.midnight) == .unknownRace)
    }

    @Test(arguments: [
        (0, 0, ["Nagoya 1045", "Ballarat 1045", "Albion Park 1045"]),
        (10, 0, ["Ballarat 1045", "Albion Park 1045", "Nagoya 1046"]),
        (11, 20, ["Albion Park 1045", "Nagoya 1046", "Ballarat 1046"]),
    ])
    func theRacesWithCardsAreOfferedFromAnHourAfterTheirStartInStartOrder(
        hours: Int, minutes: Int, expected: [String]
    ) throws {
        let service = try RecordedRaceCardService.builtIn(dates: DateSource { Self.time(hours, minutes) })

        let offered = service.racesWithCards(startedWithin: 3_600)

        #expect(offered.map { "\($0.meetingName) \($0.raceID.split(separator: "-").last ?? "")" } == expected)
    }
}
