import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

/// What `nexttogo race` says when the racing API does not know the race asked for: by the name
/// `race <meeting> <number>` found, live or in the demo, and by the id typed.
@Suite struct RaceCardReportFailureTests {
    private let unknownLive = StubRaceCardRepository { id throws(RaceCardFetchError) in
        throw RaceCardFetchError.unknown(raceID: id, origin: .live)
    }
    private let unknownRecorded = StubRaceCardRepository { id throws(RaceCardFetchError) in
        throw RaceCardFetchError.unknown(raceID: id, origin: .recorded)
    }

    private func report(name: String?) -> RaceCardReport {
        RaceCardReport(
            timeZone: .gmt, stars: .none,
            style: OutputStyle(width: 80, dates: DateSource { Date(timeIntervalSince1970: 1_700_000_000) }),
            name: name)
    }

    @Test func aRaceFoundByNameIsNamedWhenTheAPIHasNoCardYet() async {
        let output = report(name: "Bendigo R1").report(
            for: await unknownLive.card(raceID: "5f1c1a4e-0000-4000-8000-000000000001"))

        #expect(output.failed)
        #expect(
            output.diagnostics.map(\.spoken) == [
                "no card for Bendigo R1 yet: the racing API does not know it; "
                    + "'nexttogo meeting' with its meeting lists its races and their states"
            ])
    }

    @Test func theDemoNamesTheRaceItHasNoCardForWithoutBlamingTheAPI() async {
        let output = report(name: "Bendigo R1").report(
            for: await unknownRecorded.card(raceID: "5f1c1a4e-0000-4000-8000-000000000001"))

        #expect(output.failed)
        #expect(
            output.diagnostics.map(\.spoken) == [
                "the demo recorded no card for Bendigo R1; 'nexttogo --demo --json' lists the ids of its next races"
            ])
    }

    @Test func aRaceAskedForByIdIsNamedByThatId() async {
        let output = report(name: nil).report(
            for: await unknownRecorded.card(raceID: "5f1c1a4e-0000-4000-8000-000000000001"))

        #expect(output.failed)
        #expect(
            output.diagnostics.map(\.message) == [
                "the demo has no race '5f1c1a4e-0000-4000-8000-000000000001'"
            ])
    }
}
