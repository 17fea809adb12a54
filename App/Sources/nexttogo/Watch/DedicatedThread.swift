import Foundation

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
                Thread.current.name = name
                continuation.resume(returning: body())
            }.start()
        }
    }
}
