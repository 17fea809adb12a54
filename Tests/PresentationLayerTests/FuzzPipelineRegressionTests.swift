import Foundation
import TestSupport
import Testing

/// Replays every saved fuzz input, and every recorded response, through the whole pipeline as
/// `scripts/fuzz`'s pipeline target takes them: decoded, mapped, boarded, rendered as the table,
/// the status line, `--json` and each race's details, at moments near and far from the races.
@Suite(.timeLimit(.minutes(1))) struct FuzzPipelineRegressionTests {
    @Test func theFolderHoldsInputs() {
        #expect(!FuzzRegressionInputs.names.isEmpty, "no inputs in \(FuzzRegressionInputs.folder.path)")
    }

    @Test(arguments: FuzzRegressionInputs.names)
    func aSavedInputGoesThroughThePipelineWithoutAProblem(name: String) async throws {
        let body = try FuzzRegressionInputs.data(named: name)
        let problems = await RacePipelineCheck.check(body)
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }

    @Test(arguments: Fixtures.recordedNames)
    func aRecordedResponseGoesThroughThePipelineWithoutAProblem(name: String) async throws {
        let problems = await RacePipelineCheck.check(try Fixtures.data(named: name))
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }
}
