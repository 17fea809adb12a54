import DataLayer
import DomainLayer
import Foundation
import PresentationLayer
import Synchronization
import TestSupport
import Testing

@testable import NextToGoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saving the stars `s` asks for while another nexttogo holds the config file's lock: the watch
/// loop never waits for it, the session ends at once, and toggles that pile up are coalesced.
@Suite(.timeLimit(.minutes(2))) struct StarSaverTests {
    /// Holds the config's lock as another nexttogo would, until `release()`.
    private final class OtherHolder: Sendable {
        private let descriptor: Int32
        private let isHeld = Mutex(true)

        init(configAt config: URL) throws {
            try FileManager.default.createDirectory(
                at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = open(config.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(descriptor >= 0)
            try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        }

        func release() {
            let wasHeld = isHeld.withLock { isHeld in
                defer { isHeld = false }
                return isHeld
            }
            if wasHeld { close(descriptor) }
        }

        deinit {
            release()
        }
    }

    /// The events a saver posted, in order.
    private final class Outcomes: Sendable {
        private let events = Mutex<[WatchEvent]>([])

        func post(_ input: WatchInput) {
            if case .event(let event) = input { events.withLock { $0.append(event) } }
        }

        var all: [WatchEvent] { events.withLock { $0 } }
    }

    /// A config file in `directory` whose lock is waited for without end, with `pause` between
    /// tries: only the session's end can stop the wait.
    private func file(in directory: TemporaryDirectory, pause: @escaping @Sendable () -> Void) -> ConfigFile {
        var file = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path])
        file.lockPatience = ConfigFileLock.Patience(tries: .max, pause: pause)
        return file
    }

    @Test func asksReturnAtOnceWhileTheLockIsHeldAndTogglesThatPileUpAreCoalesced() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let waits = Atomic(0)
        let config = file(in: directory) {
            waits.add(1, ordering: .relaxed)
            usleep(1_000)
        }
        let other = try OtherHolder(configAt: config.url)
        let saver = StarSaver(store: StarStore(file: config))
        let outcomes = Outcomes()
        let running = Task { await saver.run(post: outcomes.post) }
        defer { running.cancel() }

        saver.request("Flemington")
        try await poll("the saver to wait for the lock") { waits.load(ordering: .relaxed) > 0 ? () : nil }
        // Pressed while that save waits: three of Flemington are one toggle, two of Shepparton none.
        for name in ["Flemington", "Shepparton", "flemington", "Shepparton", "Flemington"] {
            saver.request(name)
        }
        #expect(outcomes.all.isEmpty, "nothing is saved while the lock is held")
        other.release()
        try await poll("the saves after the lock is let go") { outcomes.all.count == 2 ? () : nil }
        saver.request("Ascot")
        try await poll("the save of Ascot") { outcomes.all.count == 3 ? () : nil }

        #expect(
            outcomes.all == [
                .starSaved(message: "Starred Flemington.", stars: StarredMeetings(["Flemington"])),
                .starSaved(message: "Unstarred Flemington.", stars: .none),
                .starSaved(message: "Starred Ascot.", stars: StarredMeetings(["Ascot"])),
            ])
        #expect(try StarStore(file: config).load().stars.names == ["Ascot"])
    }

    @Test func theSessionEndsAtOnceWhileASaveWaitsForTheLockAndNothingIsWritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let waits = Atomic(0)
        let config = file(in: directory) {
            waits.add(1, ordering: .relaxed)
            usleep(1_000)
        }
        let other = try OtherHolder(configAt: config.url)
        defer { other.release() }
        let saver = StarSaver(store: StarStore(file: config))
        let outcomes = Outcomes()

        // The loop asks for a star, goes on while the save waits, then quits as `q` does.
        let status = await WatchTasks.run(feeds: [{ await saver.run(post: outcomes.post) }]) {
            saver.request("Flemington")
            while waits.load(ordering: .relaxed) == 0 {
                usleep(1_000)
            }
            return WatchExitStatus.quit
        }

        #expect(status == WatchExitStatus.quit)
        #expect(outcomes.all.isEmpty, "the save was given up, with no one left to tell")
        #expect(try StarStore(file: config).load() == .empty)
        #expect(directory.fileNames() == ["config.json.lock"], "nothing written beside the lock")
    }
}
