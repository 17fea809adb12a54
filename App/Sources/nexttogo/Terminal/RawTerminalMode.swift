import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts a terminal into raw mode (keys arrive one at a time, unechoed, Ctrl-C as a byte) and
/// puts back exactly the settings it found, once, however the program ends.
final class RawTerminalMode: Sendable {
    private let descriptor: Int32
    private let original: Mutex<termios?>

    /// Switches `descriptor` to raw mode; nil when it is not a terminal.
    init?(descriptor: Int32 = STDIN_FILENO) {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return nil }
        self.descriptor = descriptor
        original = Mutex(settings)
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return nil }
    }

    /// Puts the original settings back; later calls do nothing.
    func restore() {
        guard
            var settings = original.withLock({ original in
                defer { original = nil }
                return original
            })
        else { return }
        _ = tcsetattr(descriptor, TCSAFLUSH, &settings)
    }

    deinit {
        restore()
    }
}
