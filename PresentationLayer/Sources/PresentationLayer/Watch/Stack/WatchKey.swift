/// One key pressed on the terminal, as watch mode reads it; the App decodes the terminal's bytes
/// into these.
public enum WatchKey: Equatable, Sendable {
    /// A key that sends one byte, such as `q`, or a control character such as Ctrl-C.
    case byte(UInt8)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Enter (Return).
    case enter
    /// Escape, pressed on its own.
    case escape
    /// Backspace.
    case backspace
}

extension WatchKey {
    /// Ctrl-C's byte, which ends the session as interrupted on every screen.
    static let ctrlC = WatchKey.byte(0x03)

    /// The key with a capital letter in lower case, as the key tables have it, so that `Q`
    /// quits as `q` does; every other key as it is.
    var folded: WatchKey {
        guard case .byte(let byte) = self, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) else {
            return self
        }
        return .byte(byte + 32)
    }
}
