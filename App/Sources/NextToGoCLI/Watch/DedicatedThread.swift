import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs blocking work, such as a `poll(2)` loop, on a thread of its own, so that it never holds
/// a thread of the cooperative pool that tasks need.
enum DedicatedThread {
    /// Runs `body` on a new thread called `name` and returns its result once it is done. The
    /// name shows in `top -H` and `/proc`, where the benchmark counts the thread's wake-ups.
    static func run<Result: Sendable>(
        named name: String, _ body: @escaping @Sendable () -> Result
    ) async -> Result {
        await withCheckedContinuation { continuation in
            Thread {
                nameThisThread(name)
                continuation.resume(returning: body())
            }.start()
        }
    }

    /// Gives the calling thread the system name `name` (its first 15 bytes on Linux). Foundation's
    /// `Thread.name` is not used: it can miss the thread while `start()` is still returning.
    private static func nameThisThread(_ name: String) {
        #if os(Linux)
            // The same as `prctl(PR_SET_NAME)`, which Swift cannot call, being variadic.
            let descriptor = open("/proc/thread-self/comm", O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = Array(name.utf8.prefix(15)).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        #elseif canImport(Darwin)
            _ = pthread_setname_np(name)
        #endif
    }
}
