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

    /// The key's letter in lower case, so that `Q` quits as `q` does; nil for a key that sends
    /// no byte.
    var letter: UInt8? {
        guard case .byte(let byte) = self else { return nil }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// The action `q` and Ctrl-C have on every screen; nil for every other key.
    var endingAction: WatchAction? {
        if self == Self.ctrlC { return .interrupt }
        return letter == UInt8(ascii: "q") ? .quit : nil
    }
}
