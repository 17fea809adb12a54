import Foundation
import TestSupport
import Testing

/// Replays every saved fuzz input, and every recorded response, through the whole pipeline as
/// `scripts/fuzz`'s pipeline target takes them: decoded, mapped, boarded, rendered as the table,
/// the status line, `--json` and each race's details, at moments near and far from the races.
@Suite(.timeLimit(.minutes(1))) struct FuzzPipelineRegressionTests {
    /// The regression inputs, kept beside the decoder's tests, which replay them too.
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DataLayerTests/FuzzRegressions", isDirectory: true)

    private static var inputNames: [String] {
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        return (names ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func theFolderHoldsInputs() {
        #expect(!Self.inputNames.isEmpty, "no inputs in \(Self.folder.path)")
    }

    @Test(arguments: inputNames)
    func aSavedInputGoesThroughThePipelineWithoutAProblem(name: String) async throws {
        let body = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let problems = await RacePipelineCheck.check(body)
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }

    @Test(arguments: Fixtures.recordedNames)
    func aRecordedResponseGoesThroughThePipelineWithoutAProblem(name: String) async throws {
        let problems = await RacePipelineCheck.check(try Fixtures.data(named: name))
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }
}
