extension CommandMailbox {
    /// Waits until `deadline` on `clock` or until a command is pending, whichever comes first:
    /// how a schedule sleeps and still wakes at once for a key. False when the task was
    /// cancelled instead.
    func sleep<C: Clock<Duration>>(until deadline: C.Instant, on clock: C) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { (try? await clock.sleep(until: deadline, tolerance: nil)) != nil }
            group.addTask {
                await self.waitForCommand()
                return !Task.isCancelled
            }
            let woke = await group.next() ?? false
            group.cancelAll()
            return woke && !Task.isCancelled
        }
    }
}
