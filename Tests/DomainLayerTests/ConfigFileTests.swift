import DataLayer
import Foundation
import TestSupport
import Testing

@testable import DomainLayer

@Suite struct ConfigFileTests {
    private func file(in directory: TemporaryDirectory) -> ConfigFile {
        ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path])
    }

    private func write(_ text: String, to file: ConfigFile) throws {
        try FileManager.default.createDirectory(
            at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file.url)
    }

    @Test func livesUnderXDGConfigHomeElseUnderHomeDotConfig() {
        #expect(
            ConfigFile.standard(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/a"]).url.path
                == "/x/conf/nexttogo/config.json")
        #expect(
            ConfigFile.standard(environment: ["HOME": "/home/a"]).url.path
                == "/home/a/.config/nexttogo/config.json")
        #expect(
            ConfigFile.standard(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]).url.path
                == "/home/a/.config/nexttogo/config.json",
            "the XDG spec ignores a relative path")
    }

    @Test func noFileIsAnEmptyConfig() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        #expect(try file(in: directory).load() == .empty)
    }

    @Test func readsStarsFilterAndCount() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        try write(
            #"{"stars": ["Flemington", " happy  valley "], "filter": "horse,Greyhound", "count": 8}"#,
            to: config)

        let saved = try config.load()

        #expect(saved.stars.names == ["Flemington", "happy valley"])
        #expect(saved.filter == CategoryFilter([.horse, .greyhound]))
        #expect(saved.count == 8)
        #expect(saved.unknownKeys == [])
    }

    @Test func aFilterMayAlsoBeAList() throws {
        let saved = try SavedConfig(data: Data(#"{"filter": ["harness", "horse"]}"#.utf8))
        #expect(saved.filter == CategoryFilter([.harness, .horse]))
    }

    @Test func unknownKeysAreListedNotRejected() throws {
        let saved = try SavedConfig(
            data: Data(#"{"stars": [], "colour": "red", "alert": "2m", "group": true, "beep": 1}"#.utf8))
        #expect(saved.unknownKeys == ["beep", "colour"])
    }

    @Test(arguments: [
        ("{", "it is not valid JSON"),
        ("", "it is not valid JSON"),
        ("[]", "it is not a JSON object"),
        (#"{"stars": "Flemington"}"#, #""stars" must be a list of meeting names"#),
        (#"{"stars": [1]}"#, #""stars" must be a list of meeting names"#),
        (
            #"{"filter": "camel"}"#,
            #""filter" must name horse, greyhound or harness, as a comma list or a list"#
        ),
        (#"{"count": 0}"#, #""count" must be a whole number from 1 to 50"#),
        (#"{"count": "eight"}"#, #""count" must be a whole number from 1 to 50"#),
        (#"{"count": 2.5}"#, #""count" must be a whole number from 1 to 50"#),
    ])
    func aCorruptConfigIsReportedWithItsPathAndLeftUntouched(contents: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        try write(contents, to: config)

        #expect(throws: ConfigFileError.invalid(path: config.url.path, reason: reason)) { try config.load() }
        #expect(try Data(contentsOf: config.url) == Data(contents.utf8))
        #expect(
            "\(ConfigFileError.invalid(path: config.url.path, reason: reason))"
                == "the config file \(config.url.path) is not valid: \(reason); fix it or move it away")
    }

    @Test func aDirectoryAtTheConfigPathIsReportedWithItsPath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        try FileManager.default.createDirectory(at: config.url, withIntermediateDirectories: true)

        #expect(throws: ConfigFileError.notARegularFile(path: config.url.path, kind: "a directory")) {
            try config.load()
        }
    }

    @Test func savingCreatesTheDirectoryAndReadsBackTheSame() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        var saved = SavedConfig.empty
        saved.stars.insert("Happy Valley")

        try config.save(saved)

        #expect(try config.load().stars.names == ["Happy Valley"])
        #expect(directory.fileNames() == ["config.json"], "no temporary file is left")
    }

    @Test func savingKeepsEveryOtherKeyAsItWas() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        try write(
            #"{"alert": "2m", "count": 8, "colour": {"rows": [1, 2.5, null, false]}, "stars": []}"#,
            to: config)
        var saved = try config.load()
        saved.stars.insert("Flemington")

        try config.save(saved)

        let written = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: config.url)) as? [String: Any])
        #expect(written["alert"] as? String == "2m")
        #expect(written["count"] as? Int == 8)
        #expect(written["stars"] as? [String] == ["Flemington"])
        let colour = try #require(written["colour"] as? [String: Any])
        #expect((colour["rows"] as? [Any])?.count == 4)
        #expect(try config.load().unknownKeys == ["colour"])
    }

    @Test func savingReplacesTheFileByRenameNeverWritingIntoTheOldOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        let old = #"{"stars": ["Flemington"]}"#
        try write(old, to: config)
        // A reader that opened the old file keeps reading the old file whole: the new one is a
        // different file renamed into its place.
        let reader = try FileHandle(forReadingFrom: config.url)
        defer { try? reader.close() }
        var saved = try config.load()
        saved.stars.insert("Randwick")

        try config.save(saved)

        #expect(try reader.readToEnd() == Data(old.utf8))
        #expect(try config.load().stars.names == ["Flemington", "Randwick"])
        #expect(directory.fileNames() == ["config.json"])
    }

    @Test func aFailedSaveLeavesNoTemporaryFileAndSaysTheFileIsUnchanged() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        // A directory where the file should be makes the final rename fail.
        let blocker = config.url.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)

        #expect(throws: ConfigFileError.self) { try config.save(.empty) }
        #expect(directory.fileNames() == ["config.json"])
        #expect(FileManager.default.fileExists(atPath: blocker.path))
        let error = ConfigFileError.unsaved(path: config.url.path, reason: "Is a directory")
        #expect("\(error)".hasSuffix("; it is unchanged"))
    }

    @Test func aLockHeldByAnotherNexttogoSaysWhoHoldsItAndToTryAgain() {
        let error = ConfigFileError.locked(path: "/c/config.json", lockPath: "/c/config.json.lock")

        #expect(
            "\(error)"
                == "another nexttogo is saving the config file /c/config.json (it holds /c/config.json.lock); "
                + "it is unchanged, try again in a moment")
    }

    @Test func aPathThatCouldSteerTheTerminalIsPrintedWithoutItsEscapes() {
        let error = ConfigFileError.invalid(
            path: "/home/\u{1B}]0;owned\u{07}me/.config/nexttogo/config.json", reason: "it is not valid JSON")

        let words = "\(error)"

        #expect(!words.contains("\u{1B}"))
        #expect(!words.contains("\u{07}"))
        #expect(words.hasPrefix("the config file /home/"))
        #expect(words.hasSuffix("config.json is not valid: it is not valid JSON; fix it or move it away"))
    }
}

@Suite struct BoardSettingsTests {
    private let config = try! SavedConfig(data: Data(#"{"filter": "harness", "count": 8}"#.utf8))

    @Test func aFlagOverridesTheConfig() {
        let settings = BoardSettings(filterFlag: CategoryFilter([.horse]), countFlag: 3, config: config)
        #expect(settings == BoardSettings(filterFlag: CategoryFilter([.horse]), countFlag: 3, config: .empty))
        #expect(settings.filter == CategoryFilter([.horse]))
        #expect(settings.count == 3)
    }

    @Test func theConfigOverridesTheDefault() {
        let settings = BoardSettings(filterFlag: nil, countFlag: nil, config: config)
        #expect(settings.filter == CategoryFilter([.harness]))
        #expect(settings.count == 8)
    }

    @Test func withNeitherTheDefaultApplies() {
        let settings = BoardSettings(filterFlag: nil, countFlag: nil, config: .empty)
        #expect(settings.filter == .all)
        #expect(settings.count == 5)
    }

    @Test func eachSettingFallsBackOnItsOwn() {
        let settings = BoardSettings(filterFlag: nil, countFlag: 2, config: config)
        #expect(settings.filter == CategoryFilter([.harness]))
        #expect(settings.count == 2)
    }

    @Test func everyCategoryOnTheCommandLineOverridesAConfigFilter() {
        let settings = BoardSettings(
            filterFlag: CategoryFilter(RaceCategory.allCases), countFlag: nil, config: config)
        #expect(settings.filter == .all)
    }
}
