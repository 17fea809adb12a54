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
