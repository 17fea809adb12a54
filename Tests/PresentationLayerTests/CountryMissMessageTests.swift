import DomainLayer
import Testing

@testable import PresentationLayer

/// The one line a `--country` code that matches nothing gets on stderr.
@Suite struct CountryMissMessageTests {
    @Test func itSaysWhatWasProbablyMeantAndWhichCodesAreThere() {
        let miss = CountryMiss(code: "JP", closest: ["JPN"], present: ["AUS", "JPN"])

        #expect(
            miss.diagnostic(noneIn: "race on the board").spoken
                == "no race on the board is from JP; did you mean JPN? (codes there: AUS, JPN)")
    }

    @Test func withNothingCloseItListsTheCodesAlone() {
        let miss = CountryMiss(code: "GBR", closest: [], present: ["UK"])

        #expect(
            miss.diagnostic(noneIn: "meeting on 2026-07-13").spoken
                == "no meeting on 2026-07-13 is from GBR (codes there: UK)")
    }

    @Test func aLongListIsCutAndAHostileCodeCannotDriveTheTerminal() {
        let present = (0..<30).map { String(format: "C%02d", $0) }
        let miss = CountryMiss(
            code: "\u{1B}[2J" + String(repeating: "X", count: 500), closest: [], present: present)

        let message = miss.diagnostic(noneIn: "race on the board").spoken

        #expect(!message.contains("\u{1B}"))
        #expect(message.contains("C19, …)"))
        #expect(!message.contains("C20"))
        #expect(message.count < 300)
        #expect(message.split(separator: "\n").count == 1)
    }
}
