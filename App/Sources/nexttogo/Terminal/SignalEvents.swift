@preconcurrency import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Delivers signals as an async sequence instead of running code in a signal handler.
///
/// Each signal is set to be ignored by default and watched with a dispatch source, so a second
/// Ctrl-C while the program is restoring the terminal cannot kill it halfway.
final class SignalEvents: Sendable {
    /// The signals, in the order they arrive.
    let signals: AsyncStream<Int32>
    private let sources: [any DispatchSourceSignal]

    /// Starts watching `numbers`, such as `SIGINT` and `SIGWINCH`.
    init(_ numbers: [Int32]) {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        signals = stream
        sources = numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        continuation.onTermination = { [sources] _ in
            for source in sources { source.cancel() }
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
