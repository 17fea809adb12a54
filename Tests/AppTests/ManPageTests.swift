import ArgumentParser
import Foundation
import Testing

@testable import NextToGoCLI

/// The man page's EXIT STATUS section, which `scripts/man-page` writes over the plugin's generic
/// one, names every status the program ends with.
@Suite(.timeLimit(.minutes(2))) struct ManPageTests {
    /// The package's root: this file is `Tests/AppTests/` under it.
    private static let root = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theExitStatusSectionListsEveryStatusTheProgramEndsWith() async throws {
        let page = FileManager.default.temporaryDirectory.appending(path: "nexttogo-\(UUID()).1")
        defer { try? FileManager.default.removeItem(at: page) }
        // The plugin's page ends in its generic section, with no newline after it.
        try Data(".Sh \"EXIT STATUS\"\n.Ex -std".utf8).write(to: page)

        let output = try await ProgramRunner.run(
            ["--finish", page.path], executable: Self.root.appending(path: "scripts/man-page").path)

        #expect(output.status == 0)
        let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n")
        let statuses = lines.filter { $0.hasPrefix(".It ") }.compactMap { Int32($0.dropFirst(4)) }
        let watch = WatchExitStatus.self
        #expect(
            statuses == [
                watch.quit, ExitCode.failure.rawValue, ExitCode.validationFailure.rawValue, watch.hungUp,
                watch.interrupted, watch.terminated,
            ])
        #expect(!lines.contains(".Ex -std"))
    }

    @Test func aPageWithoutTheGenericSectionIsRefusedAndLeftAlone() async throws {
        let page = FileManager.default.temporaryDirectory.appending(path: "nexttogo-\(UUID()).1")
        defer { try? FileManager.default.removeItem(at: page) }
        try Data(".Sh NAME\n".utf8).write(to: page)

        let output = try await ProgramRunner.run(
            ["--finish", page.path], executable: Self.root.appending(path: "scripts/man-page").path)

        #expect(output.status != 0)
        #expect(try String(contentsOf: page, encoding: .utf8) == ".Sh NAME\n")
    }
}
