import PresentationLayer

/// The terminal on standard output, as the environment sees it: whether stdout is one, and its
/// size now.
struct TerminalDevice: Sendable {
    /// True when standard output is a terminal.
    var isTerminal: Bool
    /// The terminal's size now, in character cells; nil when it cannot be read.
    var size: @Sendable () -> ScreenSize?

    /// Creates a device that is a terminal when `isTerminal`, measuring itself with `size`.
    init(isTerminal: Bool, size: @escaping @Sendable () -> ScreenSize? = { nil }) {
        self.isTerminal = isTerminal
        self.size = size
    }

    /// No terminal: output goes to a file or a pipe.
    static let none = TerminalDevice(isTerminal: false)
}
