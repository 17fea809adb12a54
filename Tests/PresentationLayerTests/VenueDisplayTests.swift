import DomainLayer
import PresentationLayer
import Testing

@Suite struct VenueDisplayTests {
    @Test(arguments: [
        (Venue(name: "Shepparton", state: "VIC", country: "AUS"), "VIC"),
        (Venue(name: "Ascot", state: "GBR", country: "UK"), "UK"),
        (Venue(name: "Te Rapa", state: "NZ", country: "NZ"), "NZ"),
        (Venue(name: "Delta Downs", state: "LA", country: "USA"), "USA"),
        // CA beside a meeting reads as California.
        (Venue(name: "Woodbine Mohawk Park", state: "ON", country: "CA"), "CAN"),
        (Venue(name: "Somewhere", state: nil, country: "AUS"), "AUS"),
        (Venue(name: "Somewhere", state: "QLD", country: nil), "QLD"),
    ])
    func saysTheStateInAustraliaAndTheCountryElsewhere(venue: Venue, text: String) {
        #expect(venue.locationText == text)
    }

    @Test func saysNothingWhenTheFeedDoesNot() {
        #expect(Venue(name: "Nowhere", state: " ", country: nil).locationText == nil)
    }

    @Test func theLegendExplainsEverySymbol() {
        #expect(RaceCategory.legend == "H horse, G greyhound, T harness")
    }

    @Test func aCountryFilterIsNamedInTheBoardsDescription() {
        #expect(CountryFilter.all.placeClause == "")
        #expect(CountryFilter(["aus"]).placeClause == " in AUS")
        #expect(CountryFilter(["aus", "nz", "uk"]).placeClause == " in AUS, NZ or UK")
    }
}
