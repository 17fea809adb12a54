import DomainLayer
import Foundation
import SharedUtils
import Testing

/// Finding a meeting, and a race of it, by the name a person typed.
@Suite struct MeetingFinderTests {
    private static let start = Date(timeIntervalSince1970: 1_784_000_000)

    private static func meeting(_ name: String, _ category: RaceCategory = .horse, races: Int = 8) -> Meeting
    {
        Meeting(
            id: "\(name)-\(category)-\(races)", name: name, category: category,
            races: (1...races).map {
                MeetingRace(id: "\(name)-\($0)", number: $0, name: "", advertisedStart: start, status: .open)
            })
    }

    private let happyValley = meeting("Happy Valley")
    private let flemington = meeting("Flemington")
    private let ballaratDogs = meeting("Ballarat", .greyhound, races: 12)
    private let ballaratTrots = meeting("Ballarat", .harness, races: 9)
    private let sandown = meeting("Sandown")
    private let sandownPark = meeting("Sandown Park", .greyhound)
    private let tokyo = meeting("Tokyo City Keiba")

    private var finder: MeetingFinder {
        MeetingFinder(meetings: [
            happyValley, flemington, ballaratDogs, ballaratTrots, sandown, sandownPark, tokyo,
        ])
    }

    @Test(arguments: ["Happy Valley", "happy valley", "HAPPY  VALLEY", "happy", "Hap", "  happy v"])
    func aNameMatchesInAnyCaseAndSpacingWholeOrByAUniquePrefix(typed: String) {
        #expect(finder.find(typed) == .found(happyValley))
    }

    @Test(arguments: ["flémington", "FLÉMINGTON", "Fle\u{301}mington", "ｆｌｅｍｉｎｇｔｏｎ"])
    func aNameMatchesWhateverItsAccentsOrWidth(typed: String) {
        #expect(finder.find(typed) == .found(flemington))
    }

    @Test func aWholeNameWinsOverALongerNameItStarts() {
        #expect(finder.find("sandown") == .found(sandown))
        #expect(finder.find("sandown p") == .found(sandownPark))
    }

    @Test func aWordWithinANameMatchesWhenNoNameStartsWithIt() {
        #expect(finder.find("keiba") == .found(tokyo))
        #expect(finder.find("valley") == .found(happyValley))
    }

    @Test func aNameOfSeveralMeetingsListsThemAll() {
        #expect(finder.find("ballarat") == .ambiguous([ballaratDogs, ballaratTrots]))
        #expect(finder.find("san") == .ambiguous([sandown, sandownPark]))
    }

    /// A special as the API files it: the meeting's name and category, one race with no number.
    private static func special(_ name: String, _ category: RaceCategory = .horse) -> Meeting {
        Meeting(
            id: "\(name)-special", name: name, category: category,
            races: [
                MeetingRace(
                    id: "\(name)-special-race", number: nil, name: "Watch This Place", advertisedStart: start,
                    status: .open)
            ])
    }

    @Test func aSpecialGivesWayToItsNumberedNamesake() throws {
        let special = Self.special("Happy Valley")
        let finder = MeetingFinder(meetings: [happyValley, special, flemington])

        #expect(finder.find("happy") == .found(happyValley))
        #expect(finder.find("Happy Valley") == .found(happyValley))
        let race = try #require(happyValley.race(number: 3))
        #expect(finder.findRace(meeting: "happy", number: 3) == .found(happyValley, race))
    }

    @Test func aSpecialStaysWhenItIsAllThatMatchesOrItsNamesakeIsAnotherCategory() {
        let special = Self.special("Ballarat", .harness)
        #expect(MeetingFinder(meetings: [special, flemington]).find("ballarat") == .found(special))
        #expect(
            MeetingFinder(meetings: [ballaratDogs, special]).find("ballarat")
                == .ambiguous([ballaratDogs, special]))
    }

    @Test func specialsLeaveTheOtherNamesakesAmbiguous() {
        let special = Self.special("Ballarat", .harness)
        let finder = MeetingFinder(meetings: [ballaratDogs, special, ballaratTrots])

        #expect(finder.find("ballarat") == .ambiguous([ballaratDogs, ballaratTrots]))
    }

    @Test(arguments: [
        ("flemingten", ["Flemington"]),
        ("balarat", ["Ballarat"]),
        ("hapy", ["Happy Valley"]),
        ("randwick", []),
        ("", []),
        ("   ", []),
    ])
    func aNameThatMatchesNothingSuggestsTheClosest(typed: String, closest: [String]) {
        #expect(finder.find(typed) == .notFound(closest: closest))
    }

    @Test(arguments: ["q", "x", "9", ".", "🐎", "bx", "zz"])
    func aNameOfOneOrTwoLettersThatMatchesNothingSuggestsNothing(typed: String) {
        #expect(finder.find(typed) == .notFound(closest: []))
    }

    /// `meeting` as the API files it under `date`.
    private static func meeting(_ meeting: Meeting, filedOn date: CalendarDate) -> Meeting {
        Meeting(
            id: "\(meeting.id)-\(date)", name: meeting.name, category: meeting.category, date: date,
            races: meeting.races)
    }

    @Test func aMeetingOfTheDayAskedForWinsOverItsNamesakeOfTheDayBefore() throws {
        let today = try #require(CalendarDate(year: 2026, month: 7, day: 13))
        let yesterday = try #require(today.adding(days: -1))
        let redcliffeToday = Self.meeting(Self.meeting("Redcliffe", .harness), filedOn: today)
        let redcliffeYesterday = Self.meeting(Self.meeting("Redcliffe", .harness), filedOn: yesterday)
        let redcliffeDogs = Self.meeting(Self.meeting("Redcliffe", .greyhound), filedOn: yesterday)
        let meetings = [redcliffeYesterday, redcliffeToday]

        #expect(
            MeetingFinder(meetings: meetings, racingDate: today).find("redcliffe") == .found(redcliffeToday))
        #expect(
            MeetingFinder(meetings: meetings, racingDate: yesterday).find("redcliffe")
                == .found(redcliffeYesterday))
        #expect(
            MeetingFinder(meetings: meetings).find("redcliffe") == .ambiguous(meetings),
            "with no day asked for, both")
        #expect(
            MeetingFinder(meetings: meetings + [redcliffeDogs], racingDate: today).find("redcliffe")
                == .ambiguous([redcliffeToday, redcliffeDogs]),
            "another category stays")
    }

    @Test func aNameOfAMeetingTheFiltersLeftOutSaysSo() throws {
        let date = try #require(CalendarDate(year: 2026, month: 7, day: 13))
        let day = RacingDay(date: date, meetings: [happyValley, ballaratDogs, ballaratTrots])
            .filtered(by: CategoryFilter([.horse]), countries: .all)
        let finder = MeetingFinder(day: day)

        #expect(finder.find("happy") == .found(happyValley))
        #expect(finder.find("ballarat") == .filteredOut([ballaratDogs, ballaratTrots]))
        #expect(
            finder.findRace(meeting: "ballarat", number: 3) == .filteredOut([ballaratDogs, ballaratTrots]))
        #expect(finder.find("balarat") == .notFound(closest: []), "no near name among those shown")
    }

    @Test func aVeryLongNameIsCutBeforeItIsCompared() {
        #expect(finder.find(String(repeating: "x", count: 100_000)) == .notFound(closest: []))
    }

    @Test func aRaceIsFoundByItsMeetingAndNumber() throws {
        let race = try #require(happyValley.race(number: 7))

        #expect(finder.findRace(meeting: "happy", number: 7) == .found(happyValley, race))
        #expect(finder.findRace(meeting: "happy", number: 9) == .noRace(happyValley))
        #expect(finder.findRace(meeting: "ballarat", number: 1) == .ambiguous([ballaratDogs, ballaratTrots]))
        #expect(finder.findRace(meeting: "balarat", number: 1) == .noMeeting(closest: ["Ballarat"]))
    }
}
