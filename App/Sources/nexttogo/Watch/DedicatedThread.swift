import Foundation

/// Runs blocking work, such as a `poll(2)` loop, on a thread of its own, so that it never holds
/// a thread of the cooperative pool that tasks need.
enum DedicatedThread {
    /// Runs `body` on a new thread and returns its result once it is done.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
