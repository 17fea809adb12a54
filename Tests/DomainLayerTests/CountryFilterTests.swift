import DomainLayer
import Foundation
import TestSupport
import Testing

@Suite struct CountryFilterTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    private func race(country: String?) -> Race {
        RaceFactory.race(
            "r", startsIn: 600, from: now, venue: country.map { Venue(name: nil, state: nil, country: $0) })
    }

    @Test func theEmptyFilterShowsEveryRaceEvenOnesWithoutACountry() {
        #expect(CountryFilter.all.isAll)
        #expect(CountryFilter.all.includes(race(country: "UK")))
        #expect(CountryFilter.all.includes(race(country: nil)))
    }

    @Test func codesAreMatchedInAnyCaseAndKeptOnceInCapitals() {
        let filter = CountryFilter(["aus", " NZ ", "Aus", ""])
        #expect(filter.codes == ["AUS", "NZ"])
        #expect(filter.includes(race(country: "AUS")))
        #expect(filter.includes(race(country: "nz")))
        #expect(!filter.includes(race(country: "UK")))
    }

    @Test func aRaceWithoutACountryIsLeftOffAFilteredBoard() {
        #expect(!CountryFilter(["AUS"]).includes(race(country: nil)))
    }

    @Test func anUnknownCodeIsNoErrorAndMatchesNothing() {
        let filter = CountryFilter(["XYZ"])
        #expect(!filter.isAll)
        #expect(!filter.includes(race(country: "AUS")))
    }

    @Test func theBoardAppliesItWithTheCategoryFilterBeforeTheLimit() {
        let races = [
            RaceFactory.race(
                "uk", .horse, startsIn: 60, from: now, venue: Venue(name: "Ascot", state: "UK", country: "UK")
            ),
            RaceFactory.race(
                "vic-g", .greyhound, startsIn: 120, from: now,
                venue: Venue(name: "Sandown", state: "VIC", country: "AUS")),
            RaceFactory.race(
                "vic-h", .horse, startsIn: 180, from: now,
                venue: Venue(name: "Flemington", state: "VIC", country: "AUS")),
            RaceFactory.race(
                "nz", .horse, startsIn: 240, from: now,
                venue: Venue(name: "Riccarton", state: "NZ", country: "NZ")),
        ]
        let board = RaceBoard.top(
            2, of: races, matching: CategoryFilter([.horse]), countries: CountryFilter(["aus", "nz"]), at: now
        )
        #expect(board.map(\.id) == ["vic-h", "nz"])
    }
}
