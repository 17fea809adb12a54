#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT or SIGTERM, which `serve` stops on gracefully, read from the program's signal pipe on
/// a thread of its own, so that no thread of the cooperative pool waits in `poll(2)`.
struct StopSignal: Sendable {
    /// The signals that stop the server.
    static let numbers: Set<Int32> = [SIGINT, SIGTERM]

    private let signals: SignalPipe
    /// Wakes the waiting thread when the wait is cancelled.
    private let cancelled: WakePipe

    /// Reads the program's signal pipe, where SIGINT and SIGTERM have been held since `main`
    /// began, so one that came before the server listened is read at once.
    /// - Throws: `WakePipeError` when no pipe can be made (no descriptor left).
    init() throws(WakePipeError) {
        signals = try SignalPipe.watching(Array(Self.numbers))
        cancelled = try WakePipe()
    }

    /// Waits for SIGINT or SIGTERM and returns it; nil once the task is cancelled first.
    func wait() async -> Int32? {
        let (signals, cancelled) = (signals, cancelled)
        return await withTaskCancellationHandler {
            await DedicatedThread.run(named: "nexttogo-stop") {
                Self.waitBlocking(signals: signals, cancelled: cancelled)
            }
        } onCancel: {
            cancelled.post(0)
        }
    }

    /// Polls the two pipes until a stopping signal or the cancellation comes.
    private static func waitBlocking(signals: SignalPipe, cancelled: WakePipe) -> Int32? {
        while true {
            var waiting = [
                pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: cancelled.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&waiting, nfds_t(waiting.count), -1) < 0, errno != EINTR { return nil }
            if let number = signals.take().first(where: numbers.contains) { return number }
            if waiting[1].revents != 0 { return nil }
        }
    }
}
