import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starring from watch mode, against a config file in a temporary directory.
@Suite struct MeetingStarToggleTests {
    private func file(in directory: TemporaryDirectory) -> ConfigFile {
        ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path])
    }

    @Test func starsAMeetingThenUnstarsItSavingTheFileEachTime() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let toggle = MeetingStarToggle(store: StarStore(file: file(in: directory)))

        #expect(
            toggle.toggle("Happy  Valley")
                == .starred("Happy Valley", stars: StarredMeetings(["Happy Valley"])))
        #expect(try StarStore(file: file(in: directory)).load().stars.names == ["Happy Valley"])

        #expect(toggle.toggle("happy valley") == .unstarred("Happy Valley", stars: .none))
        #expect(try StarStore(file: file(in: directory)).load().stars.isEmpty)
        #expect(
            directory.fileNames() == ["config.json", "config.json.lock"], "no temporary file left behind")
    }

    @Test func keepsTheRestOfTheFileAndStarsSavedElsewhereSinceTheWatchStarted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = directory.url.appendingPathComponent("nexttogo/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"count": 8, "stars": ["Flemington"], "theme": "dark"}"#.utf8).write(to: config)

        let outcome = MeetingStarToggle(store: StarStore(file: file(in: directory))).toggle("Shepparton")

        #expect(outcome == .starred("Shepparton", stars: StarredMeetings(["Flemington", "Shepparton"])))
        let saved = try StarStore(file: file(in: directory)).load()
        #expect(saved.stars.names == ["Flemington", "Shepparton"])
        #expect(saved.count == 8)
        #expect(saved.unknownKeys == ["theme"])
    }

    @Test func aConfigFileThatIsNotValidIsNeverOverwrittenAndTheProblemIsSaid() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = directory.url.appendingPathComponent("nexttogo/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        let broken = Data(#"{"stars": ["Flemington"#.utf8)
        try broken.write(to: config)

        let outcome = MeetingStarToggle(store: StarStore(file: file(in: directory))).toggle("Shepparton")

        guard case .failed = outcome else {
            Issue.record("the toggle did not fail: \(outcome)")
            return
        }
        #expect(
            outcome.message
                == "the config file \(config.path) is not valid: it is not valid JSON; fix it or move it away"
        )
        #expect(try Data(contentsOf: config) == broken)
    }

    @Test func aConfigLockedByAnotherNexttogoIsSaidAfterABoundedWaitAndNothingChanges() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var config = file(in: directory)
        config.lockPatience = ConfigFileLock.Patience(tries: 3) {}
        try FileManager.default.createDirectory(
            at: config.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let other = open(config.url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(other) }
        try #require(flock(other, LOCK_EX | LOCK_NB) == 0)

        let outcome = MeetingStarToggle(store: StarStore(file: config)).toggle("Shepparton")

        #expect(
            outcome
                == .failed(
                    "\(ConfigFileError.locked(path: config.url.path, lockPath: config.url.path + ".lock"))"))
        #expect(try StarStore(file: config).load() == .empty)
    }
}
