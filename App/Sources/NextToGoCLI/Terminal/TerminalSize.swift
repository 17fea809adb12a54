import PresentationLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal's size in character cells.
typealias TerminalSize = ScreenSize

extension TerminalSize {
    /// The size of the terminal on `descriptor`, or nil when it is not a terminal.
    static func of(_ descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
