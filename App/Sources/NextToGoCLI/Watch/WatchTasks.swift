/// A watch session's tasks: the loop on a thread of its own, and the feeds that post to it.
enum WatchTasks {
    /// Runs `loop` on a thread of its own while each of `feeds` runs as a task that posts to the
    /// loop's inbox; returns the loop's exit status once it ends, and stops the feeds then (a
    /// feed must end promptly once cancelled: the session waits for it).
    static func run(
        feeds: [@Sendable () async -> Void], loop: @escaping @Sendable () -> Int32
    ) async -> Int32 {
        await withTaskGroup(of: Void.self) { group in
            for feed in feeds {
                group.addTask(operation: feed)
            }
            defer { group.cancelAll() }
            return await DedicatedThread.run(named: "nexttogo-watch", loop)
        }
    }
}
