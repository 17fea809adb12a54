import Foundation
import SharedUtils
import Testing

@testable import DataLayer

/// The demo's race cards: every race of the demo's day shows the recorded card of its category,
/// moved to that race's start and naming the race it was recorded from, with its status from the
/// time.
@Suite struct RecordedRaceCardServiceTests {
    /// 00:00 UTC on 23 May 2026, 1,046 days after the demo's recorded day.
    private static let midnight = Date(timeIntervalSince1970: 1_779_494_400)
    private static let days = 1_046
    private static let albionParkR7 = "b3623bd2-5d90-4ce0-aec1-4ca8e0050b46"
    /// Bendigo R6, the race the harness card was recorded from.
    private static let bendigoR6 = "9cb540d1-2bd1-4af1-a2ab-683c5909be41"
    private static let nagoyaR8 = "cd9ba1bf-ee61-4fdd-aaf8-57f1bee0b49f"
    /// Albion Park R1, a demo race none of the recordings is from.
    private static let albionParkR1 = "6a3a7706-a4fe-47b8-825d-e425f0058e22"
    /// Woodbine Mohawk Park R6, a harness race of another meeting, in another country.
    private static let woodbineR6 = "e741c5f1-4303-40e7-a252-9684e58cc4f3"
    /// Bathurst R2, a harness race run before the day was recorded: 1st 5, 2nd 1, 3rd 2.
    private static let bathurstR2 = "6f8c25ed-9167-4848-b7b2-000b1a3ecf98"
    /// Towcester Bags R1, which the recording has abandoned.
    private static let towcesterR1 = "10eeef6f-f819-4f8d-ab11-86f372394e52"

    private static func time(_ hours: Int, _ minutes: Int, seconds: Int = 0) -> Date {
        midnight.addingTimeInterval(TimeInterval(hours * 3_600 + minutes * 60 + seconds))
    }

    private static let greyhound = "9daef0d7-bf3c-4f50-921d-8e818c60fe61"
    private static let harness = "161d9be2-e909-4326-8c2c-35ed71fb460b"
    private static let horse = "4a2788f8-e825-4d36-9894-efd4baf1cfae"
    /// The race each category's recorded card is from, as the card names it.
    private static let origins = [
        greyhound: RaceCardRecording(
            meetingName: "Albion Park", raceNumber: 7, meetingDate: Date(timeIntervalSince1970: 1_689_552_000)
        ),
        harness: RaceCardRecording(
            meetingName: "Bendigo", raceNumber: 6, meetingDate: Date(timeIntervalSince1970: 1_689_120_000)),
        horse: RaceCardRecording(
            meetingName: "Kanazawa", raceNumber: 9, meetingDate: Date(timeIntervalSince1970: 1_689_638_400)),
    ]

    private func lookUp(_ raceID: String, at now: Date) throws -> RecordedRaceCardService.Lookup {
        try RecordedRaceCardService.builtIn(dates: DateSource { now }).lookUp(raceID: raceID)
    }

    private func card(_ raceID: String, at now: Date) throws -> RaceCardResponse {
        guard case .card(let card, _) = try lookUp(raceID, at: now) else {
            Issue.record("no card for \(raceID)")
            throw CancellationError()
        }
        return card
    }

    @Test(arguments: [
        (
            albionParkR7, "Albion Park", 7, 7 * 60 + 29,
            [
                "Master Distiller", "Our Matriarch", "Blue Jangles", "Where's Johnson", "Always Broke",
                "Gloria's Legacy", "Daysea's Unique", "Bora Blue",
            ]
        ),
        (
            bendigoR6, "Bendigo", 6, 9 * 60 + 30,
            [
                "Karuma Kev", "Beach Wreck", "Write About Angus Nz", "Beau Bronski", "Interpretation",
                "Our Rocky",
                "Harryhoo", "Polly Peachum", "Saint Win", "American Hammer Nz", "Community Art",
            ]
        ),
        (
            nagoyaR8, "Nagoya", 8, 5 * 60 + 50,
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
        let card = try card("\(Self.woodbineR6)-\(Self.days)", at: Self.time(1, 15))

        #expect(card.race.name == "Race 6 - 1609M")
        #expect(card.categoryID == "161d9be2-e909-4326-8c2c-35ed71fb460b")
        #expect(
            [card.venueName, card.venueState, card.venueCountry] == ["Woodbine Mohawk Park", "ON", "CA"])
        #expect(card.race.form?.distance == 1_650, "the recorded race's distance")
        #expect(card.race.form?.weather == "OCAST", "the demo meeting's weather, not the recording's FINE")
        let hammer = try #require(card.entrants.first { $0.number == 10 })
        #expect(hammer.winPrice == 2.4 && hammer.placePrice == 1.3)
        let scratched = try #require(card.entrants.first { $0.isScratched })
        // Scratched 10 h 2 min before the recorded start, and so before the demo's.
        #expect(
            scratched.scratchTime == Self.time(1, 15).addingTimeInterval(-(1_689_154_200 - 1_689_116_252)))
    }

    @Test(arguments: [
        (-60, RaceStatus.open, false), (0, .closed, false), (119, .closed, false),
        (120, .interim, true),
        (599, .interim, true), (600, .final, true), (86_000, .final, true),
    ])
    func theRacesRecordedPlacingsComeInOnlyAfterItsStart(
        secondsAfterStart: Int, status: RaceStatus, hasResults: Bool
    )
        throws
    {
        let card = try card(
            "\(Self.bathurstR2)-\(Self.days)", at: Self.time(6, 37, seconds: secondsAfterStart))

        #expect(card.status == status)
        #expect(card.recordedPlacings == (hasResults ? [[5], [1], [2]] : []))
        #expect(card.entrants.allSatisfy { $0.position == nil && $0.margin == nil })
        #expect((card.race.actualStart == Self.time(6, 37)) == (secondsAfterStart >= 0))
    }

    @Test func aCardCarriesItsRacesPlacingsAndPlacesNoRunnerOfItsBorrowedField() throws {
        let harness = try card("\(Self.bathurstR2)-\(Self.days)", at: Self.time(8, 0))
        let greyhound = try card("\(Self.albionParkR7)-\(Self.days)", at: Self.time(8, 29))

        #expect(harness.status == .final)
        #expect(harness.recordedPlacings == [[5], [1], [2]], "Bathurst R2's, not Bendigo R6's order")
        #expect(harness.entrants.allSatisfy { $0.position == nil && $0.margin == nil })
        #expect(greyhound.status == .final, "a card recorded before its race was run still finishes")
        #expect(greyhound.recordedPlacings == [[3], [2], [6]])
    }

    @Test func aRaceNotRunWhenTheDayWasRecordedIsClosedAfterItsStart() throws {
        let card = try card("\(Self.bendigoR6)-\(Self.days)", at: Self.time(10, 30))

        #expect(card.status == .closed)
        #expect(card.entrants.allSatisfy { $0.position == nil }, "not its recording's results")
        #expect(card.recordedPlacings.isEmpty)
        #expect(card.entrants.contains { $0.winPrice != nil }, "the last prices stay")
    }

    @Test(arguments: [0, 17 * 60 + 28, 23 * 60])
    func anAbandonedRaceIsAbandonedAllDay(minutes: Int) throws {
        let card = try card("\(Self.towcesterR1)-\(Self.days)", at: Self.time(0, minutes))

        #expect(card.status == .abandoned)
        #expect(card.race.actualStart == nil)
        #expect(card.entrants.allSatisfy { $0.position == nil })
    }

    @Test func theSameCardComesBackForTheRaceOnAnyDay() throws {
        let card = try card("\(Self.albionParkR7)-\(Self.days + 3)", at: Self.midnight)

        #expect(card.race.advertisedStart == Self.time(7, 29).addingTimeInterval(3 * 86_400))
        #expect(card.entrants.count == 8)
    }

    @Test func anyOtherDemoRaceShowsTheRecordedCardOfItsCategoryNamingWhereItIsFrom() throws {
        let lookup = try lookUp("\(Self.albionParkR1)-\(Self.days)", at: Self.midnight)

        guard case .card(let card, let origin) = lookup else {
            Issue.record("expected a card, got \(lookup)")
            return
        }
        #expect(card.race.id == "\(Self.albionParkR1)-\(Self.days)")
        #expect(card.meetingName == "Albion Park" && card.race.number == 1, "the demo race's own header")
        #expect(card.race.advertisedStart < Self.time(7, 29), "its own start, before R7's")
        #expect(card.entrants.count == 8, "the recorded greyhound field")
        #expect(origin == Self.origins[Self.greyhound])
    }

    @Test func everyRaceOfTheDayShowsTheRecordedCardOfItsOwnCategory() throws {
        let service = try RecordedRaceCardService.builtIn(dates: DateSource { Self.midnight })
        let races = try RecordedRacesService.builtIn(dates: DateSource { Self.midnight })
            .races(count: 10_000, listedAt: Self.midnight)

        #expect(races.count == 681)
        for race in races {
            guard case .card(let card, let origin) = service.lookUp(raceID: race.raceID) else {
                Issue.record("no card for \(race.meetingName) R\(race.raceNumber)")
                continue
            }
            #expect(card.categoryID == race.categoryID)
            #expect(origin == Self.origins[race.categoryID])
        }
    }

    /// For each minute of the demo's day: every race the board lists next, over all categories
    /// and within each one, opens a card.
    @Test(.timeLimit(.minutes(1))) func atEveryMinuteOfTheDayTheNextFiveRacesOfAnyFilterOpenACard() throws {
        // Whether a race has a card does not depend on the time, as long as it is the week's race.
        let service = try RecordedRaceCardService.builtIn(dates: DateSource { Self.midnight })
        let races = try RecordedRacesService.builtIn(dates: DateSource { Self.midnight })
        let categories = [Self.greyhound, Self.harness, Self.horse]
        for minute in 0..<(24 * 60) {
            let now = Self.midnight.addingTimeInterval(TimeInterval(minute * 60))
            let listed = races.races(count: 681, listedAt: now)
            let boards =
                [Array(listed.prefix(5))]
                + categories.map { category in Array(listed.filter { $0.categoryID == category }.prefix(5)) }
            for board in boards {
                let opening = board.filter {
                    if case .card = service.lookUp(raceID: $0.raceID) { true } else { false }
                }
                #expect(
                    board.count == 5 && opening.count == 5,
                    "at minute \(minute): \(board.map { "\($0.meetingName) R\($0.raceNumber)" })")
            }
        }
    }

    @Test func aRaceOfACategoryWithoutARecordingHasOnlyItsSummary() throws {
        let dates = DateSource { Self.midnight }
        let greyhoundsOnly = try RecordedRaceCardService(
            races: try .builtIn(dates: dates), cards: [RecordedRaceCard.builtIn[0]], outcomes: [:],
            dates: dates)

        let lookup = greyhoundsOnly.lookUp(raceID: "\(Self.bendigoR6)-\(Self.days)")

        guard case .noCard(let race) = lookup else {
            Issue.record("expected no card, got \(lookup)")
            return
        }
        #expect(race.raceID == "\(Self.bendigoR6)-\(Self.days)")
        #expect(race.meetingName == "Bendigo" && race.raceNumber == 6)
    }

    @Test(arguments: [
        "nope", "", albionParkR7, "\(albionParkR7)-", "\(albionParkR7)-x", "\(albionParkR7)-+5",
        "\(albionParkR7)--5", "\(albionParkR7)-9999999", "\(albionParkR7)-99999999999999999999999",
        "00000000-0000-0000-0000-000000000000-1046",
        // Moves that put the race more than a week from now: the demo never plays those days.
        "\(albionParkR7)-0", "\(albionParkR7)-1038", "\(albionParkR7)-1053", "\(albionParkR7)-36525",
    ])
    func anIDThatIsNotADemoRaceIsUnknown(raceID: String) throws {
        #expect(try lookUp(raceID, at: Self.midnight) == .unknownRace)
    }
}
