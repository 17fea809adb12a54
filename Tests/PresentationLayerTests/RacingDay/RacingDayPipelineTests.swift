import Foundation
import TestSupport
import Testing

/// The recorded racing day, and a hostile copy of it, through the pipeline check the fuzzer runs:
/// decoded, mapped, laid out as the meetings table and a meeting's view at three widths, the
/// finder's messages and `--json`.
@Suite(.timeLimit(.minutes(1))) struct RacingDayPipelineTests {
    @Test func theRecordedDayGoesThroughThePipelineWithoutAProblem() async throws {
        let problems = await RacePipelineCheck.check(try MeetingsFixtures.recordedDay())

        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func aMeetingNameWithEscapeSequencesAndWideCharactersStaysPrintableAndFits() async throws {
        let recorded = String(decoding: try MeetingsFixtures.recordedDay(), as: UTF8.self)
        let hostile =
            #""name": "\u001b]0;owned\u0007東京\u001b[2J 🏇 \u202eCasino"#
            + String(repeating: " Long", count: 400) + "\""
        let body = recorded.replacingOccurrences(of: #""name": "Casino""#, with: hostile)
        #expect(body != recorded)

        let problems = await RacePipelineCheck.check(Data(body.utf8))

        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
