import DataLayer
import Foundation
import TestSupport
import Testing

/// Files kept beside the config file: replaced whole, as the config is saved, with no temporary
/// file left behind, and refused plainly where they cannot be written.
@Suite struct ConfigFileBesideTests {
    @Test func aFileBesideTheConfigIsReplacedWholeAndNothingElseIsLeft() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let config = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": home.url.path])

        let first = config.replaceFile(besideNamed: "sent-alerts", with: Data("one\ntwo\n".utf8))
        let second = config.replaceFile(besideNamed: "sent-alerts", with: Data("three\n".utf8))

        #expect(first && second)
        #expect(config.contentsOfFile(besideNamed: "sent-alerts", upTo: 100) == Data("three\n".utf8))
        let folder = config.url.deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sent-alerts"])
    }

    @Test func aFileThatCannotBeWrittenIsRefusedAndLeavesNothing() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let config = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": home.url.path])
        // The config's folder is a file: nothing can be made in it.
        let folder = config.url.deletingLastPathComponent()
        try Data().write(to: folder)

        #expect(!config.replaceFile(besideNamed: "sent-alerts", with: Data("one\n".utf8)))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home.url.path) == [folder.lastPathComponent])
    }
}
