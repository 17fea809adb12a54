import NIOCore

extension AcceptPauseHandler {
    /// Installs a handler first in the listening `channel`'s pipeline, which Hummingbird builds
    /// without a place for it, pausing for `limits.acceptPause`; the first pause is logged with
    /// `log`, once a run.
    static func install(
        on channel: any Channel, limits: ServerLimits, log: @escaping @Sendable (String) -> Void
    ) async {
        let pause = TimeAmount(limits.acceptPause)
        let needed = ConnectionCap.openFilesNeeded(for: limits.maximumConnections)
        let milliseconds = limits.acceptPause / .milliseconds(1)
        try? await channel.eventLoop.submit {
            let handler = AcceptPauseHandler(pause: pause) {
                log(
                    "the open files ran out: new screens wait, accepting paused \(Int(milliseconds)) ms at a "
                        + "time, until some connections close; raise the limit with ulimit -n \(needed)")
            }
            try channel.pipeline.syncOperations.addHandler(handler, position: .first)
        }.get()
    }
}
