import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DataLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock beside the config file, held by the test through a descriptor of its own, as another
/// nexttogo process would hold it.
@Suite struct ConfigFileLockTests {
    /// Holds the lock on `path` as another process would, until `release()`.
    private final class OtherHolder: Sendable {
        let descriptor: Int32

        init(path: String) throws {
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(descriptor >= 0)
            try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        }

        func release() {
            close(descriptor)
        }
    }

    private func file(in directory: TemporaryDirectory, tries: Int, pause: @escaping @Sendable () -> Void)
        -> ConfigFile
    {
        var file = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path])
        file.lockPatience = ConfigFileLock.Patience(tries: tries, pause: pause)
        return file
    }

    @Test func aLockHeldThroughEveryTryIsAClearErrorAndTheBodyNeverRuns() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pauses = Atomic(0)
        let config = file(in: directory, tries: 4) { pauses.add(1, ordering: .relaxed) }
        try FileManager.default.createDirectory(
            at: config.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let other = try OtherHolder(path: config.url.path + ".lock")
        defer { other.release() }
        var ran = false

        let error = ConfigFileError.locked(path: config.url.path, lockPath: config.url.path + ".lock")
        #expect(throws: error) { try config.whileLocked { ran = true } }
        #expect(!ran)
        #expect(pauses.load(ordering: .relaxed) == 3, "a pause between tries, none after the last")
    }

    @Test func waitsForTheOtherHolderToLetGo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let lockPath = directory.url.appendingPathComponent("nexttogo/config.json.lock").path
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("nexttogo"), withIntermediateDirectories: true)
        let other = try OtherHolder(path: lockPath)
        let pauses = Atomic(0)
        let config = file(in: directory, tries: 10) {
            if pauses.add(1, ordering: .relaxed).newValue == 2 { other.release() }
        }

        let result = try config.whileLocked { 42 }

        #expect(result == 42)
        #expect(pauses.load(ordering: .relaxed) == 2)
    }

    @Test func theLockIsLetGoAfterward() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory, tries: 1) {}

        try config.whileLocked {}
        #expect(throws: ConfigFileError.invalid(path: config.url.path, reason: "it is not valid JSON")) {
            try config.whileLocked { () throws(ConfigFileError) in
                throw .invalid(path: config.url.path, reason: "it is not valid JSON")
            }
        }

        let other = try OtherHolder(path: config.url.path + ".lock")
        other.release()
        #expect(directory.fileNames() == ["config.json.lock"])
    }
}
