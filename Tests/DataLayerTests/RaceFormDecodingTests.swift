import DataLayer
import Foundation
import TestSupport
import Testing

@Suite struct RaceFormDecodingTests {
    private let recording = "j-__next-to-go-react__payload-1768438793569"

    private func summary(_ id: String, in body: Data, readingForms: Bool = true) throws -> RaceSummary {
        let response = try NextRacesResponseDecoder.decode(body, readingForms: readingForms)
        return try #require(response.raceSummaries.first { $0.raceID == id })
    }

    @Test func aRecordedFormIsReadWithItsAdditionalData() throws {
        let race = try summary("0a715512-e667-4ad3-b892-059b9b68f5a1", in: Fixtures.data(named: recording))
        let form = try #require(race.form)
        #expect(form.distance == 1609)
        #expect(form.distanceUnit == "m")
        #expect(form.trackCondition == "Slow")
        #expect(form.weather == "OVERCAST")
        #expect(form.raceClass == "NW750PSLC")
        #expect(form.startType == "Mobile")
        #expect(form.prizeMoney == 11211)
        #expect(form.comment?.hasPrefix("HOMESTRETCH WES (1) was successful") == true)
    }

    @Test func theBoardsDecodingLeavesTheFormUnread() throws {
        let body = try Fixtures.data(named: recording)
        let race = try summary("0a715512-e667-4ad3-b892-059b9b68f5a1", in: body, readingForms: false)
        #expect(race.form == nil)
    }

    @Test func everyRecordedRaceHasAFormWithTheNullWeatherOfSomeLeftOut() throws {
        var withoutWeather = 0
        for name in Fixtures.recordedNames {
            let response = try NextRacesResponseDecoder.decode(Fixtures.data(named: name), readingForms: true)
            for race in response.raceSummaries {
                let form = try #require(race.form, "\(name) \(race.raceID)")
                #expect(form.distance != nil)
                if form.weather == nil { withoutWeather += 1 }
            }
        }
        #expect(withoutWeather > 0, "the recordings hold races whose weather is null")
    }

    @Test(arguments: [
        (#""additional_data": "not json""#, "unparsable additional data"),
        (#""additional_data": 42"#, "additional data that is not a string"),
        (#""track_condition": "Good""#, "a condition that is not an object"),
        (#""distance": "1200m""#, "a distance that is not a number"),
    ])
    func aMalformedPartLeavesOnlyThatPartUnpublished(part: String, what: String) throws {
        let body = HandMadeBodies.response(
            ids: ["a"],
            summaries: [
                HandMadeBodies.summary(
                    id: "a",
                    extra: #", "race_form": {"weather": {"name": "FINE"}, "#
                        + part + #", "race_comment": "Fast pace.", "distance_type": {"short_name": "m"}}"#)
            ])
        let form = try #require(try summary("a", in: Data(body.utf8)).form, "\(what)")
        #expect(form.weather == "FINE", "\(what)")
        #expect(form.comment == "Fast pace.", "\(what)")
        #expect(form.distanceUnit == "m", "\(what)")
        #expect(form.raceClass == nil)
    }

    /// A `race_form` whose `additional_data` gives `total` as the prize money and a class.
    private func form(prizeMoney total: String) throws -> RaceForm {
        let additional =
            #"{\"revealed_race_info\": {\"class\": \"Grade 5\", \"prizemonies\": {\"total_value\": "#
            + total + "}}}"
        let body = HandMadeBodies.response(
            ids: ["a"],
            summaries: [
                HandMadeBodies.summary(
                    id: "a", extra: #", "race_form": {"additional_data": ""# + additional + #""}"#)
            ])
        return try #require(try summary("a", in: Data(body.utf8)).form)
    }

    @Test(arguments: ["1e19", "1e300", "1000000000.5", "-1", "-1e300", "1e400"])
    func prizeMoneyOutsideNoneToABillionIsNotPublished(total: String) throws {
        let form = try form(prizeMoney: total)
        #expect(form.prizeMoney == nil)
        #expect(form.raceClass == "Grade 5")
    }

    @Test(arguments: [("0", 0.0), ("11211", 11211.0), ("1000000000", 1_000_000_000.0)])
    func prizeMoneyFromNoneToABillionIsKept(total: String, amount: Double) throws {
        #expect(try form(prizeMoney: total).prizeMoney == amount)
    }
}
