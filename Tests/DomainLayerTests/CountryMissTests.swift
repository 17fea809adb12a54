import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// A `--country` code no race or meeting in hand is from is named, with what was probably meant.
@Suite struct CountryMissTests {
    private let inHand: [String?] = ["AUS", "jpn", "NZ", nil, "USA", "AUS"]

    @Test func aCodeTheFeedSpellsLongerIsMatchedByItsStart() {
        #expect(
            CountryFilter(["jp"]).misses(among: inHand) == [
                CountryMiss(code: "JP", closest: ["JPN"], present: ["AUS", "JPN", "NZ", "USA"])
            ])
    }

    @Test(arguments: [
        ("US", ["USA", "AUS", "UK"]), ("AUZ", ["AUS"]), ("ZZ", ["NZ"]), ("FRA", ["FR", "BRA"]),
        ("IR", ["IRE", "FR"]),
        ("XQ", []),
    ])
    func theClosestCodesAreThoseItStartsThenThoseAnEditAwayInHandFirst(code: String, closest: [String]) {
        #expect(CountryFilter([code]).misses(among: inHand).map(\.closest) == [closest])
    }

    @Test func aMistypedCodeIsMatchedToAKnownCodeThoughNoRaceFromItIsInHand() {
        let australian: [String?] = ["AUS", "AUS"]
        #expect(CountryFilter(["jp"]).misses(among: australian).map(\.closest) == [["JPN"]])
        #expect(CountryFilter(["GBR"]).misses(among: australian).map(\.closest) == [[]], "no real guess")
    }

    @Test func aKnownCodeWithNoRaceInHandIsTakenAsMeant() {
        #expect(CountryFilter(["uk"]).misses(among: inHand).map(\.closest) == [[]], "not HK, an edit away")
    }

    @Test func codesThatMatchAndTheWholeWorldMissNothing() {
        #expect(CountryFilter(["aus", "NZ"]).misses(among: inHand).isEmpty)
        #expect(CountryFilter.all.misses(among: inHand).isEmpty)
        let nothingInHand: [String?] = []
        #expect(CountryFilter(["JP"]).misses(among: nothingInHand).isEmpty, "nothing to suggest")
    }

    @Test func aFilteredDayNamesTheCodesNoMeetingOfTheChosenCategoriesIsFrom() throws {
        let date = try #require(CalendarDate(year: 2026, month: 7, day: 13))
        let meetings = [("Tokyo", RaceCategory.horse, "JPN"), ("Ballarat", .greyhound, "AUS")].map {
            name, category, country in
            Meeting(
                id: name, name: name, category: category, date: date,
                venue: Venue(name: name, state: nil, country: country), races: [])
        }
        let day = RacingDay(date: date, meetings: meetings)

        let filtered = day.filtered(by: CategoryFilter([.greyhound]), countries: CountryFilter(["jp"]))

        #expect(filtered.meetings.isEmpty)
        #expect(filtered.countryMisses == [CountryMiss(code: "JP", closest: ["JPN"], present: ["AUS"])])
    }
}
