import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP, caught from the program's first instant and held in the signal
/// pipe until the command knows which of them it handles itself.
///
/// Watch mode and `serve` set up their own handling some milliseconds in, after parsing the
/// command line, reading the config and opening the terminal or the port. Before this, a signal
/// in those moments found the default action (an early SIGTERM made `serve` exit 143 where a
/// later one gives 0) or went missing. Now such a signal waits in the pipe, and the command reads
/// it as it reads any later one. Every other command gives back the actions the program started
/// with, and a signal that came meanwhile then acts as it would have.
public enum EndingSignals {
    /// The actions each held signal had when the program started, to give back on release.
    private static let original = Mutex<[Int32: SignalAction]>([:])

    /// Starts holding the signals that end the program: SIGINT and SIGTERM, and SIGHUP unless it
    /// is ignored (`nohup`). Called first thing in `main`.
    public static func hold() {
        let numbers =
            [SIGINT, SIGTERM] + (SignalAction.current(of: SIGHUP)?.isIgnored == true ? [] : [SIGHUP])
        original.withLock { original in
            for number in numbers where original[number] == nil {
                original[number] = SignalAction.current(of: number)
            }
        }
        // Without a pipe (no descriptor left), the signals keep their actions, as before.
        _ = try? SignalPipe.watching(numbers)
    }

    /// Gives every held signal but `kept` back its original action; one of them that came while
    /// held is then raised again, so it ends the program as it would have (with its default
    /// action, the shell reads 130 for SIGINT). The signals kept stay in the pipe for the command.
    static func release(keeping kept: Set<Int32>) {
        let released = original.withLock { original in
            let released = original.filter { !kept.contains($0.key) }
            for (number, action) in released {
                action.install(for: number)
                original[number] = nil
            }
            return Set(released.keys)
        }
        guard !released.isEmpty, let pipe = try? SignalPipe.watching([]) else { return }
        let came = pipe.take()
        for number in came where !released.contains(number) {
            pipe.putBack(number)
        }
        for number in came where released.contains(number) {
            raise(number)
        }
    }
}
