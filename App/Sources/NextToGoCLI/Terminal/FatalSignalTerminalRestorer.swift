import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back when the program dies of a fatal signal (a crash) while watch mode
/// holds it: leaves the alternate screen, shows the cursor, resets the style and restores the
/// terminal settings, then lets the signal end the program as it would have.
///
/// A signal handler may only make async-signal-safe calls: it must not allocate, lock or call
/// into the Swift runtime. So everything it needs is prepared before it is installed, in storage
/// allocated once, and it makes only `write(2)`, `tcsetattr(3)` and `raise(3)` calls. It is
/// installed after the Swift runtime's own crash handlers (the backtracer), so it is the one that
/// runs; it ends the program with the signal's default action, so the exit still says which
/// signal it was.
enum FatalSignalTerminalRestorer {
    /// The signals a crash raises.
    static let signals = [SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGTRAP]

    /// What the handler needs, prepared while nothing can interrupt it.
    private struct Restoration {
        var outputDescriptor: Int32 = STDOUT_FILENO
        var bytes: UnsafeMutablePointer<UInt8>? = nil
        var byteCount = 0
        var inputDescriptor: Int32 = STDIN_FILENO
        var hasSettings = false
        var settings = termios()
    }

    /// Allocated once and never freed, so the handler can always read it.
    private nonisolated(unsafe) static let restoration: UnsafeMutablePointer<Restoration> = {
        let restoration = UnsafeMutablePointer<Restoration>.allocate(capacity: 1)
        restoration.initialize(to: Restoration())
        return restoration
    }()

    /// The actions the handler replaced, by signal, while it is installed.
    private static let replaced = Mutex<[Int32: SignalAction]>([:])

    /// Runs on the fatal signal; async-signal-safe calls only.
    private static let handler: @convention(c) (Int32) -> Void = { number in
        let restoration = FatalSignalTerminalRestorer.restoration
        if let bytes = restoration.pointee.bytes {
            _ = write(restoration.pointee.outputDescriptor, bytes, restoration.pointee.byteCount)
        }
        if restoration.pointee.hasSettings {
            _ = tcsetattr(restoration.pointee.inputDescriptor, TCSANOW, &restoration.pointee.settings)
        }
        // SA_RESETHAND has put back the default action, and SA_NODEFER lets it act at once.
        raise(number)
    }

    /// Installs the handler for the crash signals: on one, it writes `restoreSequence` to
    /// `outputDescriptor` and puts `settings` back on `inputDescriptor` (when given), the
    /// terminal the keys were read from.
    static func install(
        restoreSequence: String, outputDescriptor: Int32 = STDOUT_FILENO, settings: termios?,
        inputDescriptor: Int32 = STDIN_FILENO
    ) {
        replaced.withLock { replaced in
            // Prepared before the handler can run, and not changed while it is installed.
            uninstall(&replaced)
            let bytes = Array(restoreSequence.utf8)
            let previous = restoration.pointee.bytes
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
            copy.initialize(from: bytes, count: bytes.count)
            restoration.pointee = Restoration(
                outputDescriptor: outputDescriptor, bytes: copy, byteCount: bytes.count,
                inputDescriptor: inputDescriptor, hasSettings: settings != nil,
                settings: settings ?? termios())
            previous?.deallocate()
            // The flags' types differ between the platforms' headers.
            let flags =
                Int32(truncatingIfNeeded: SA_RESETHAND) | Int32(truncatingIfNeeded: SA_NODEFER)
                | Int32(truncatingIfNeeded: SA_ONSTACK)
            let action = SignalAction(handler: handler, flags: flags)
            for number in signals {
                replaced[number] = action.install(for: number)
            }
        }
    }

    /// Puts back the actions the handler replaced; does nothing when it is not installed.
    static func uninstall() {
        replaced.withLock { uninstall(&$0) }
    }

    private static func uninstall(_ replaced: inout [Int32: SignalAction]) {
        for (number, action) in replaced {
            action.install(for: number)
        }
        replaced = [:]
    }
}
