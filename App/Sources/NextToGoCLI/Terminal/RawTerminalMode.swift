import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts a terminal into raw mode (keys arrive one at a time, unechoed, Ctrl-C as a byte) and
/// puts back exactly the settings it found, however the program ends.
///
/// Ctrl-Z still suspends: the terminal keeps sending SIGTSTP for it, as it does for any
/// program, while the other signal keys (Ctrl-C, Ctrl-\) arrive as bytes.
final class RawTerminalMode: Sendable {
    /// The value of a control character that turns its key off.
    #if canImport(Darwin)
        private static let disabledCharacter = cc_t(0xFF)
    #else
        private static let disabledCharacter = cc_t(0)
    #endif

    /// The descriptor of the terminal.
    let descriptor: Int32
    /// True when this opened `descriptor` itself, and so closes it.
    private let ownsDescriptor: Bool
    /// The settings found before raw mode, while raw mode is on; nil while they are back.
    private let original: Mutex<termios?>

    /// Switches `descriptor` to raw mode; nil when it is not a terminal. With `ownsDescriptor`,
    /// the descriptor is closed when this goes, or at once when it is nil.
    init?(descriptor: Int32 = STDIN_FILENO, ownsDescriptor: Bool = false) {
        guard let settings = Self.enterRawMode(on: descriptor) else {
            if ownsDescriptor { close(descriptor) }
            return nil
        }
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        original = Mutex(settings)
    }

    /// Raw mode on the terminal the keys come from: stdin when it is a terminal, else the
    /// program's controlling terminal (`/dev/tty`, as when stdin is `/dev/null` or a pipe but the
    /// screen is a terminal); nil when there is neither.
    static func onKeyboard() -> RawTerminalMode? {
        if let standardInput = RawTerminalMode(descriptor: STDIN_FILENO) { return standardInput }
        // Read and write: raw mode is set on it, and it is read for keys.
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        return RawTerminalMode(descriptor: terminal, ownsDescriptor: true)
    }

    /// The settings `restore()` puts back; nil while they are back.
    var originalSettings: termios? {
        original.withLock { $0 }
    }

    /// Switches to raw mode again, after `restore()` or after something else changed the settings
    /// (a shell while the program was stopped); the settings to put back are the ones found now
    /// unless raw mode was still on.
    func reenter() {
        original.withLock { original in
            if original == nil {
                var current = termios()
                guard tcgetattr(descriptor, &current) == 0 else { return }
                original = current
            }
            guard let settings = original else { return }
            var raw = Self.raw(from: settings)
            _ = tcsetattr(descriptor, TCSAFLUSH, &raw)
        }
    }

    /// Puts the original settings back; later calls do nothing until `reenter()`.
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
        if ownsDescriptor { close(descriptor) }
    }

    /// Switches `descriptor` to raw mode; returns the settings it had, or nil when it is not a
    /// terminal or cannot be switched.
    private static func enterRawMode(on descriptor: Int32) -> termios? {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return nil }
        var raw = raw(from: settings)
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return nil }
        return settings
    }

    /// `settings` made raw: no echo, no line editing, no flow control, eight-bit bytes, and of the
    /// signal keys only suspend left on.
    private static func raw(from settings: termios) -> termios {
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        raw.c_lflag |= tcflag_t(ISIG)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VINTR)] = disabledCharacter
            characters[Int(VQUIT)] = disabledCharacter
            #if canImport(Darwin)
                characters[Int(VDSUSP)] = disabledCharacter
            #endif
        }
        return raw
    }
}
