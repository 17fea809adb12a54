import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started with `posix_spawn`, in place of Foundation's `Process`: on Linux,
/// `Process.run()` can crash when the process holds many descriptors, as a server or a test run
/// does (it copies each `/proc/self/fd` entry's whole 256-byte name, reading past the end of
/// glibc's buffer: swift-corelibs-foundation pull request 5472, in Swift 6.3.1's Foundation).
///
/// The child starts with no signal blocked and every signal's default action (Swift
/// concurrency's threads block most signals, and a child would inherit the mask, never seeing
/// SIGWINCH, SIGINT or SIGTERM), and with none of its parent's descriptors open but its standard
/// streams: on glibc 2.34 and later, and on Darwin; with an older glibc, only those not marked
/// close-on-exec are left open. A program must be waited for (`waitUntilExit()`, `exited()`),
/// or it stays a zombie until the parent ends.
public final class SpawnedProgram: Sendable {
    /// How a program ended.
    public enum Exit: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)

        /// Whether a signal ended it.
        public var wasSignalled: Bool {
            if case .signalled = self { true } else { false }
        }

        /// The exit status, or the signal's number.
        public var status: Int32 {
            switch self {
            case .exited(let status), .signalled(let status): status
            }
        }
    }

    /// Why a program could not be started.
    public struct SpawnFailure: Error, CustomStringConvertible {
        /// What could not be started and why.
        public let description: String
    }

    /// The program's process id.
    public let pid: pid_t
    private let ending = Mutex<Exit?>(nil)

    /// Starts `executable` (a path, or a name looked up in `PATH`) with `arguments` and exactly
    /// `environment`, its standard streams on the descriptors given (`/dev/null` where nil).
    /// - Throws: `SpawnFailure` when it cannot be started.
    public init(
        executable: String, arguments: [String], environment: [String: String],
        input: Int32? = nil, output: Int32? = nil, error: Int32? = nil
    ) throws {
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard null >= 0 else { throw SpawnFailure(description: "cannot open /dev/null: errno \(errno)") }
        defer { close(null) }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, input ?? null, 0)
        posix_spawn_file_actions_adddup2(&actions, output ?? null, 1)
        posix_spawn_file_actions_adddup2(&actions, error ?? null, 2)
        #if canImport(Glibc)
            _ = Self.closeFrom?(&actions, 3)
        #endif
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        #if canImport(Darwin)
            // Every descriptor not named above is closed in the child.
            posix_spawnattr_setflags(
                &attributes,
                Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        #endif

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        let code =
            executable.contains("/")
            ? posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            : posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else {
            throw SpawnFailure(description: "cannot start \(executable): \(String(cString: strerror(code)))")
        }
        self.pid = pid
    }

    /// Whether the program is still running; once it has ended, `exit` says how.
    public var isRunning: Bool { exit == nil }

    /// How the program ended; nil while it runs.
    public var exit: Exit? {
        ending.withLock { ending in
            if ending == nil { ending = Self.reap(pid, waiting: false) }
            return ending
        }
    }

    /// Waits, blocking the calling thread, until the program ends.
    @discardableResult
    public func waitUntilExit() -> Exit {
        // Waits without reaping, so that `exit` from another thread never finds the child gone.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        return ending.withLock { ending in
            if ending == nil { ending = Self.reap(pid, waiting: true) }
            return ending ?? .exited(-1)
        }
    }

    /// Waits, on a thread of its own, until the program ends.
    public func exited() async -> Exit {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.waitUntilExit()) }
        }
    }

    /// Sends `signal` to the program, if it is still running.
    public func send(_ signal: Int32) {
        ending.withLock { ending in
            if ending == nil { kill(pid, signal) }
        }
    }

    #if canImport(Glibc)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 on), which closes every
        /// descriptor from a number up in the child, so that a pipe's writing end the parent
        /// holds is never kept open by this program; Swift's Glibc module does not declare it.
        private static let closeFrom:
            (
                @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            )? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
                unsafeBitCast(
                    $0,
                    to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
                        .self)
            }
    #endif

    private static func reap(_ pid: pid_t, waiting: Bool) -> Exit? {
        var status: Int32 = 0
        var reaped: pid_t
        repeat {
            reaped = waitpid(pid, &status, waiting ? 0 : WNOHANG)
        } while reaped == -1 && errno == EINTR
        guard reaped == pid else { return nil }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
