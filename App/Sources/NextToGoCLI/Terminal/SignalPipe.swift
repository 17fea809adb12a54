import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Delivers signals to a `poll(2)` loop through a pipe instead of running code in a signal
/// handler.
///
/// The handler only writes the signal's number to the pipe, an async-signal-safe call, and stays
/// installed until the program ends, so a second Ctrl-C while the program is restoring the
/// terminal cannot kill it halfway. One pipe serves the whole program and is never closed, so
/// the handler cannot write to a descriptor that has since been reused.
struct SignalPipe: Sendable {
    /// The program's one pipe, once made.
    private static let shared = Mutex<WakePipe?>(nil)
    /// The pipe's write end, for the handler, which may not lock; -1 until the pipe is made.
    private static let handlerDescriptor = Atomic<Int32>(-1)

    /// Writes the signal's number to the pipe; async-signal-safe calls only.
    private static let handler: @convention(c) (Int32) -> Void = { number in
        let savedErrno = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(SignalPipe.handlerDescriptor.load(ordering: .acquiring), &byte, 1)
        errno = savedErrno
    }

    /// The signals watched.
    let numbers: [Int32]
    private let pipe: WakePipe

    /// Starts delivering `numbers`, such as `SIGINT` and `SIGWINCH`, to the program's pipe.
    /// - Throws: `WakePipeError` when the pipe cannot be made.
    static func watching(_ numbers: [Int32]) throws(WakePipeError) -> SignalPipe {
        let pipe = try shared.withLock { shared throws(WakePipeError) -> WakePipe in
            if let pipe = shared { return pipe }
            let pipe = try WakePipe()
            handlerDescriptor.store(pipe.writeDescriptor, ordering: .releasing)
            shared = pipe
            return pipe
        }
        // The flags' types differ between the platforms' headers.
        let action = SignalAction(handler: handler, flags: Int32(truncatingIfNeeded: SA_RESTART))
        for number in numbers {
            action.install(for: number)
        }
        return SignalPipe(numbers: numbers, pipe: pipe)
    }

    /// The descriptor to poll: readable once a signal has come.
    var descriptor: Int32 { pipe.readDescriptor }

    /// The signals that came since the last call, in the order they came.
    func take() -> [Int32] {
        pipe.drain().map(Int32.init)
    }

    /// Puts `number` back in the pipe, for a reader that took it but leaves it to another.
    func putBack(_ number: Int32) {
        pipe.post(UInt8(truncatingIfNeeded: number))
    }

    /// Lets the signals watched interrupt the calling thread, which may have inherited them
    /// blocked from the thread that started it, so that they wake its `poll(2)` at once.
    func unblockOnThisThread() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers {
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
