import DomainLayer
import Foundation
import SharedUtils
import Testing

@testable import PresentationLayer

/// What `meeting <name>` and `race <meeting> <number>` say when a name finds no one meeting or
/// race: one line, with a next step.
@Suite struct MeetingMessagesTests {
    private let date = MeetingSamples.date
    private let ballaratDogs = MeetingSamples.meeting(
        "Ballarat", .greyhound, venue: Venue(name: "Ballarat", state: "VIC", country: "AUS"),
        races: (1...12).map { MeetingSamples.race($0, startsIn: Double($0)) })
    private let ballaratTrots = MeetingSamples.meeting(
        "Ballarat", .harness, venue: Venue(name: "Ballarat", state: "VIC", country: "AUS"),
        races: (1...9).map { MeetingSamples.race($0, startsIn: Double($0)) })

    @Test func aNameOfMeetingsInTwoCategoriesListsThemAndHowToPickOne() throws {
        let message = try #require(
            MeetingMatch.ambiguous([ballaratDogs, ballaratTrots]).failureMessage(for: "ballarat", on: date))

        #expect(
            message
                == "'ballarat' matches 2 meetings: Ballarat (greyhound, 12 races, VIC) and Ballarat (harness, 9 races, VIC); pick one with --filter greyhound or --filter harness"
        )
    }

    @Test func aPrefixOfSeveralNamesAsksForMoreOfTheName() throws {
        let meetings = [
            MeetingSamples.meeting("Bendigo", .horse, races: [MeetingSamples.race(1, startsIn: 1)]),
            MeetingSamples.meeting("Benalla", .horse, races: [MeetingSamples.race(1, startsIn: 1)]),
        ]

        let message = try #require(MeetingMatch.ambiguous(meetings).failureMessage(for: "ben", on: date))

        #expect(
            message
                == "'ben' matches 2 meetings: Bendigo (horse, 1 race) and Benalla (horse, 1 race); type more of the name"
        )
    }

    /// Flemington spelt eight ways that read the same: in capitals, with an accent, full-width,
    /// with a zero-width space, with a right-to-left override, with a Cyrillic `е` and `о`, and in
    /// capitals with a Cyrillic `Е` and a Greek `Ο`.
    static let lookAlikes = [
        "Flemington", "FLEMINGTON", "Flémington", "Ｆｌｅｍｉｎｇｔｏｎ", "Flem\u{200B}ington",
        "Flemington\u{202E}", "Fl\u{0435}mingt\u{043E}n", "FL\u{0415}MINGT\u{039F}N",
    ]

    @Test(arguments: lookAlikes.dropFirst())
    func namesThatLookTheSameAreNeverToldToTypeMore(other: String) throws {
        let meetings = [
            MeetingSamples.meeting("Flemington", .horse, races: [MeetingSamples.race(1, startsIn: 1)]),
            MeetingSamples.meeting(
                other, .horse, races: (1...8).map { MeetingSamples.race($0, startsIn: 1) }),
        ]

        let message = try #require(MeetingMatch.ambiguous(meetings).failureMessage(for: "fl", on: date))

        #expect(!message.contains("type more of the name"), "\(message)")
        #expect(message.contains("(horse, 1 race)") && message.contains("(horse, 8 races)"), "told apart")
        #expect(message.hasSuffix("run nexttogo meetings to see them side by side"))
    }

    @Test func lookAlikesOfTwoCountriesArePickedByCountry() throws {
        let meetings = [
            MeetingSamples.meeting(
                "Flemington", .horse, venue: Venue(name: "Flemington", state: "VIC", country: "AUS"),
                races: [MeetingSamples.race(1, startsIn: 1)]),
            MeetingSamples.meeting(
                "FLEMINGTON", .horse, venue: Venue(name: "Flemington", state: nil, country: "NZ"),
                races: [MeetingSamples.race(1, startsIn: 1)]),
        ]

        let message = try #require(MeetingMatch.ambiguous(meetings).failureMessage(for: "flem", on: date))

        #expect(message.hasSuffix("pick one with --country aus or --country nz"), "\(message)")
    }

    @Test func aSuggestionListShowsEachLookOnce() {
        let meetings = Self.lookAlikes.map {
            MeetingSamples.meeting($0, .horse, races: [MeetingSamples.race(1, startsIn: 1)])
        }
        let finder = MeetingFinder(
            meetings: meetings + [
                MeetingSamples.meeting("Flemingham", .horse, races: [MeetingSamples.race(1, startsIn: 1)])
            ])

        guard case .notFound(let closest) = finder.find("flemingtun") else {
            Issue.record("a misspelt name finds no meeting")
            return
        }
        #expect(closest.count == 2, "\(closest)")
        #expect(closest.first == "Flemington")
        #expect(closest.last == "Flemingham")
    }

    @Test func namesakesInOneCategoryAreToldApartByRacesAndDate() throws {
        var nine = MeetingSamples.meeting(
            "Doomben", .horse, races: (1...9).map { MeetingSamples.race($0, startsIn: 1) })
        nine = Meeting(
            id: nine.id, name: nine.name, category: .horse, date: date.adding(days: -1), races: nine.races)
        let one = MeetingSamples.meeting("Doomben", .horse, races: [MeetingSamples.race(nil, startsIn: 1)])

        let message = try #require(
            MeetingMatch.ambiguous([nine, one]).failureMessage(for: "doomben", on: date))

        #expect(
            message.contains("Doomben (horse, 9 races, 2023-07-12) and Doomben (horse, 1 race, 2023-07-13)"))
        #expect(message.hasSuffix("run nexttogo meetings to see them side by side"))
    }

    @Test func aLongListNamesFiveMeetingsAndCountsTheRest() throws {
        let meetings = (1...8).map {
            MeetingSamples.meeting("Bal \($0)", .horse, races: [MeetingSamples.race(1, startsIn: 1)])
        }

        let message = try #require(MeetingMatch.ambiguous(meetings).failureMessage(for: "bal", on: date))

        #expect(message.contains("Bal 5 (horse, 1 race) and 3 more;"))
        #expect(!message.contains("Bal 6"))
    }

    @Test func anUnknownNameSuggestsTheClosest() throws {
        let closest = MeetingMatch.notFound(closest: ["Ballarat", "Bathurst", "Ballina"])
        let none = MeetingMatch.notFound(closest: [])

        #expect(
            closest.failureMessage(for: "balarat", on: date)
                == "no meeting called 'balarat' on 2023-07-13; did you mean Ballarat, Bathurst or Ballina?")
        #expect(
            none.failureMessage(for: "zzz", on: date)
                == "no meeting called 'zzz' on 2023-07-13; run nexttogo meetings to see the day's meetings")
        #expect(MeetingMatch.found(ballaratDogs).failureMessage(for: "x", on: date) == nil)
    }

    @Test func onTheDemosDayTheCommandsSuggestedKeepDemo() {
        let none = MeetingMatch.notFound(closest: [])
        let noNumbers = Meeting(
            id: "m", name: "Ascot", category: .horse, date: date,
            races: [
                MeetingRace(
                    id: "s", number: nil, name: "Quaddie",
                    advertisedStart: Date(timeIntervalSince1970: 1_689_210_000),
                    status: .open)
            ])

        #expect(
            none.failureMessage(for: "xyzzy", on: date, origin: .recorded)
                == "no meeting called 'xyzzy' on 2023-07-13; run nexttogo meetings --demo to see the day's meetings"
        )
        #expect(
            MeetingRaceMatch.noRace(noNumbers).failureMessage(
                meeting: "ascot", number: 1, on: date, origin: .recorded)
                == "Ascot has no numbered races; run nexttogo meeting 'Ascot' --demo to see them")
    }

    @Test func theTypedNameIsSanitisedAndBounded() throws {
        let hostile = "\u{1B}]0;owned\u{07}bad\u{1B}[2Jname" + String(repeating: "x", count: 10_000)

        let message = try #require(MeetingMatch.notFound(closest: []).failureMessage(for: hostile, on: date))

        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        #expect(message.contains("'badname"))
        #expect(message.count < ShownTextLimit.name + 100)
    }

    @Test func aMissingRaceNumberListsTheMeetingsNumbers() throws {
        let match = MeetingRaceMatch.noRace(ballaratTrots)
        let unnumbered = MeetingSamples.meeting(
            "Doomben", .horse, races: [MeetingSamples.race(nil, startsIn: 1)])

        #expect(
            match.failureMessage(meeting: "ballarat", number: 12, on: date)
                == "Ballarat has no race 12; its races are R1–R9")
        #expect(
            MeetingRaceMatch.noRace(unnumbered).failureMessage(meeting: "doomben", number: 1, on: date)
                == "Doomben has no numbered races; run nexttogo meeting 'Doomben' to see them")
        #expect(
            MeetingRaceMatch.noMeeting(closest: ["Ballarat"]).failureMessage(
                meeting: "balarat", number: 1, on: date)
                == "no meeting called 'balarat' on 2023-07-13; did you mean Ballarat?")
        #expect(
            MeetingRaceMatch.found(ballaratTrots, ballaratTrots.races[0]).failureMessage(
                meeting: "b", number: 1, on: date) == nil)
    }

    @Test func aDateErrorIsItsSentence() throws {
        let utc = MeetingSamples.utc
        #expect(throws: RacingDateError.self) {
            try RacingDate.parse("nope", now: MeetingSamples.now, timeZone: utc)
        }
        do {
            _ = try RacingDate.parse("nope", now: MeetingSamples.now, timeZone: utc)
        } catch {
            #expect(
                error.message
                    == "--date 'nope' is not a date; give today, tomorrow, yesterday or a date such as 2026-07-13"
            )
        }
    }
}
