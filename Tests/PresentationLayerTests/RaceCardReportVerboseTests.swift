import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

/// `nexttogo race --verbose` says on stderr how much of the card the API sent could not be read;
/// without it, or with nothing skipped, it says nothing.
@Suite struct RaceCardReportVerboseTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func diagnostics(
        skipped: Int, verbose: Bool, asJSON: Bool = false, recordedFrom: RaceCardRecording? = nil
    ) -> [String] {
        let card = RaceCard(
            race: RaceFactory.race("r1", meeting: "Bendigo", number: 6, startsIn: 300, from: now),
            status: .open, runners: [Runner(number: 1, name: "Karuma Kev", winPrice: 3)],
            skippedCount: skipped, recordedFrom: recordedFrom)
        return RaceCardReport(
            timeZone: .gmt, stars: .none,
            style: OutputStyle(asJSON: asJSON, verbose: verbose, width: 80, dates: DateSource { now })
        )
        .report(for: .success(card))
        .diagnostics.map(\.spoken)
    }

    @Test(arguments: [false, true])
    func verboseCountsWhatWasSkippedBesideTheTableOrTheJSON(asJSON: Bool) {
        #expect(
            diagnostics(skipped: 3, verbose: true, asJSON: asJSON) == [
                "skipped 3 runners, prices and results the API sent that nexttogo could not read"
            ])
    }

    @Test func aDemoCardsJSONSaysItIsRecordedFirstThenWhatWasSkipped() {
        let recording = RaceCardRecording(
            meetingName: "Sandown", raceNumber: 2, meetingDate: Date(timeIntervalSince1970: 1_689_120_000))

        let notes = diagnostics(skipped: 2, verbose: true, asJSON: true, recordedFrom: recording)

        #expect(notes.count == 2, "\(notes)")
        #expect(notes.first?.hasPrefix("--demo: this card is ") == true, "\(notes)")
        #expect(notes.first?.hasSuffix(", not live") == true, "\(notes)")
        #expect(
            notes.last == "skipped 2 runners, prices and results the API sent that nexttogo could not read")
    }

    @Test func withoutVerboseOrWithNothingSkippedItSaysNothing() {
        #expect(diagnostics(skipped: 3, verbose: false).isEmpty)
        #expect(diagnostics(skipped: 0, verbose: true).isEmpty)
    }
}
