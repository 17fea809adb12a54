extension CommandMailbox {
    /// Runs `follow` for the request the commands leave in force, from none, starting it afresh
    /// after each batch of commands (`apply` says what a command makes of the request, nil for
    /// none), until the task is cancelled: the loop the race-card and racing-day followers share.
    func run<Request: Sendable>(
        following follow: @escaping @Sendable (Request) async -> Void,
        applying apply: (Request?, Command) -> Request?
    ) async {
        var request: Request?
        while !Task.isCancelled {
            await withTaskGroup(of: Bool.self) { [request] group in
                if let request {
                    group.addTask {
                        await follow(request)
                        return false
                    }
                }
                group.addTask {
                    await self.waitForCommand()
                    return true
                }
                // Only a command, or the end of the task, stops the following.
                while let commanded = await group.next(), !commanded {}
                group.cancelAll()
            }
            for command in takePending() {
                request = apply(request, command)
            }
        }
    }
}
