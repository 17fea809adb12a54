import DataLayer
import Foundation
import SharedUtils
import Testing

/// Bodies from the network nested far deeper than any real one, wherever the nesting sits: the
/// decoders refuse them as not JSON instead of recursing until the stack runs out.
@Suite struct NestedBodyDecodingTests {
    /// `levels` arrays one inside the next.
    private static func nested(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    }

    private static let deep = nested(100_000)

    @Test(arguments: [
        HandMadeBodies.response(ids: ["a"], summaries: [HandMadeBodies.summary(id: "a")])
            .replacingOccurrences(of: #""status": 200"#, with: #""status": \#(deep)"#),
        HandMadeBodies.response(
            ids: ["a"], summaries: [HandMadeBodies.summary(id: "a", extra: #", "odd": \#(deep)"#)]),
        HandMadeBodies.response(
            ids: ["a"],
            summaries: [HandMadeBodies.summary(id: "a", extra: #", "race_form": {"x": \#(deep)}"#)]),
    ])
    func aNextRacesBodyNestedTooDeeplyIsNotJSON(body: String) {
        for readingForms in [false, true] {
            #expect(throws: FetchFailure.invalidResponse(reason: "the body is not JSON")) {
                try NextRacesResponseDecoder.decode(Data(body.utf8), readingForms: readingForms)
            }
        }
    }

    @Test func aFormsAdditionalDataNestedTooDeeplyAddsNothing() throws {
        let form = #", "race_form": {"distance": 1200, "additional_data": "\#(Self.deep)"}"#
        let body = HandMadeBodies.response(
            ids: ["a"], summaries: [HandMadeBodies.summary(id: "a", extra: form)])

        let response = try NextRacesResponseDecoder.decode(Data(body.utf8), readingForms: true)

        let summary = try #require(response.raceSummaries.first)
        #expect(summary.form?.distance == 1200)
        #expect(summary.form?.raceClass == nil)
    }

    @Test func aRaceCardBodyNestedTooDeeplyIsNotJSON() {
        let body = HandMadeRaceCards.body(
            listed: ["e1"], entrants: [HandMadeRaceCards.entrant("e1", extra: #", "silks": \#(Self.deep)"#)])
        #expect(throws: FetchFailure.invalidResponse(reason: "the body is not JSON")) {
            try RaceCardResponseDecoder.decode(Data(body.utf8), raceID: HandMadeRaceCards.raceID)
        }
    }

    @Test func aBodyNestedJustWithinTheLimitIsRead() throws {
        // The summary sits four levels down (body, data, race_summaries, the summary).
        let within = HandMadeBodies.response(
            ids: ["a"], summaries: [HandMadeBodies.summary(id: "a", extra: #", "odd": \#(Self.nested(500))"#)]
        )
        #expect(try NextRacesResponseDecoder.decode(Data(within.utf8)).raceSummaries.count == 1)
    }
}
