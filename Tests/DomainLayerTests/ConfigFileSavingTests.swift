import DataLayer
import Foundation
import TestSupport
import Testing

@testable import DomainLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saving the config file through links, with its permissions, and with every unknown value as
/// it was written.
@Suite struct ConfigFileSavingTests {
    private func file(in directory: TemporaryDirectory) -> ConfigFile {
        ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path])
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func permissions(of url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    private func starring(_ name: String, in config: ConfigFile) throws {
        var saved = try config.load()
        saved.stars.insert(name)
        try config.save(saved)
    }

    @Test func aSymlinkedConfigIsSavedThroughTheLinkToItsTarget() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        let target = directory.url.appendingPathComponent("dotfiles/nexttogo.json")
        try write(#"{"stars": ["Flemington"]}"#, to: target)
        try FileManager.default.createDirectory(
            at: config.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: config.url.path, withDestinationPath: "../dotfiles/nexttogo.json")

        try starring("Randwick", in: config)

        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: config.url.path)
                == "../dotfiles/nexttogo.json", "the link is still a link")
        #expect(try SavedConfig(data: Data(contentsOf: target)).stars.names == ["Flemington", "Randwick"])
        #expect(directory.fileNames(in: "dotfiles") == ["nexttogo.json"], "no temporary file is left")
    }

    @Test func aLinkToAFileNotYetMadeIsSavedByMakingIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        let target = directory.url.appendingPathComponent("dotfiles/nexttogo.json")
        try FileManager.default.createDirectory(
            at: config.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: config.url.path, withDestinationPath: target.path)

        try starring("Randwick", in: config)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: config.url.path) == target.path)
        #expect(try SavedConfig(data: Data(contentsOf: target)).stars.names == ["Randwick"])
    }

    @Test(arguments: [0o600, 0o640, 0o644])
    func savingKeepsTheFilesPermissions(mode: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        try write("{}", to: config.url)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: config.url.path)

        try starring("Randwick", in: config)

        #expect(try permissions(of: config.url) == mode)
        #expect(try config.load().stars.names == ["Randwick"])
    }

    @Test func aReadOnlyFileIsRefusedAndLeftAsItWas() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        let contents = #"{"stars": ["Flemington"]}"#
        try write(contents, to: config.url)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: config.url.path)
        var saved = try config.load()
        saved.stars.insert("Randwick")

        #expect(throws: ConfigFileError.readOnly(path: config.url.path)) { try config.save(saved) }
        #expect(try String(contentsOf: config.url, encoding: .utf8) == contents)
        #expect(try permissions(of: config.url) == 0o444)
        #expect(directory.fileNames() == ["config.json"])
    }

    // Reading a FIFO is checked end to end (ConfigFileEndToEndTests), where a hang is a killed
    // process rather than a stuck test run.
    @Test func aFIFOIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        try FileManager.default.createDirectory(
            at: config.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(config.url.path, 0o600) == 0)
        let error = ConfigFileError.notARegularFile(path: config.url.path, kind: "a FIFO")

        #expect(throws: error) { try config.save(.empty) }
        var status = stat()
        #expect(lstat(config.url.path, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func unknownValuesAreSavedByteForByte() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        let unknown = [
            #""big" : 12345678901234567890"#,
            #""caf\u00e9" : "caf\u00e9 \/ 1.10""#,
            #""nested" : {"rows": [1, 2.50, 1E+2, -0], "off": null}"#,
            #""ratio" : 1.10"#,
        ]
        try write("{\n" + unknown.joined(separator: ",\n") + #", "stars": []}"#, to: config.url)

        try starring("Randwick", in: config)

        let saved = try String(contentsOf: config.url, encoding: .utf8)
        #expect(
            saved == "{\n" + unknown.map { "  " + $0 }.joined(separator: ",\n")
                + ",\n  \"stars\" : [\n    \"Randwick\"\n  ]\n}\n")
        #expect(try config.load().unknownKeys == ["big", "café", "nested", "ratio"])
    }

    @Test func valuesNexttogoKnowsButDidNotChangeAreKeptAsWrittenToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        try write(#"{"count":8,"filter":["horse" , "harness"],"stars":["A/B"]}"#, to: config.url)

        try starring("Randwick", in: config)

        #expect(
            try String(contentsOf: config.url, encoding: .utf8)
                == """
                {
                  "count" : 8,
                  "filter" : ["horse" , "harness"],
                  "stars" : [
                    "A/B",
                    "Randwick"
                  ]
                }

                """)
    }
}
