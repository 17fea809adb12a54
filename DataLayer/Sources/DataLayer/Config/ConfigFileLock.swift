import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The advisory lock (`flock`) on a file beside the config, `config.json.lock`, that nexttogo
/// holds while it reads, changes and saves the config, so that two nexttogo processes never save
/// over each other's change. It waits a bounded time for another holder, never for ever, and no
/// longer than the wait is wanted.
public struct ConfigFileLock: Sendable {
    /// How many times to try for the lock, how to pass the time between tries, and when to stop
    /// trying early.
    public struct Patience: Sendable {
        /// Tries in all; at least one.
        let tries: Int
        /// Waits a little before the next try.
        let pause: @Sendable () -> Void
        /// True when the wait is no longer wanted (watch mode is ending), checked between tries.
        public var givesUp: @Sendable () -> Bool

        /// `tries` tries with `pause` between them, stopped early once `givesUp`.
        public init(
            tries: Int, givesUp: @escaping @Sendable () -> Bool = { false },
            pause: @escaping @Sendable () -> Void
        ) {
            self.tries = tries
            self.givesUp = givesUp
            self.pause = pause
        }

        /// About five seconds: a try every 10 ms.
        public static let standard = Patience(tries: 500) { usleep(10_000) }
    }

    /// The lock file's path.
    let path: String
    /// How long to wait for another holder.
    let patience: Patience

    /// Runs `body` while holding the lock, and releases it after.
    /// - Throws: `ConfigFileError.locked` when another process held the lock through every try,
    ///   `.unsaved` when the lock file cannot be made, or whatever `body` throws.
    func whileHeld<Result>(
        forConfigAt configPath: String, _ body: () throws(ConfigFileError) -> Result
    ) throws(ConfigFileError) -> Result {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unsaved(path: configPath, reason: "cannot create \(directory)")
        }
        // Non-blocking and never through a link, so that nothing put in its place can hold us up.
        let descriptor = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unsaved(
                path: configPath,
                reason: "cannot open its lock file \(path): \(String(cString: strerror(errno)))")
        }
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        try acquire(descriptor, configPath: configPath)
        return try body()
    }

    private func acquire(_ descriptor: Int32, configPath: String) throws(ConfigFileError) {
        var triesLeft = max(patience.tries, 1)
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                throw .unsaved(
                    path: configPath, reason: "cannot lock \(path): \(String(cString: strerror(code)))")
            }
            triesLeft -= 1
            // Giving up early is as being out of tries: nothing was read or written under the lock.
            if triesLeft == 0 || patience.givesUp() { throw .locked(path: configPath, lockPath: path) }
            patience.pause()
        }
    }
}
