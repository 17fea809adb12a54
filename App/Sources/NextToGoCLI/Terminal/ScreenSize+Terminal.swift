import PresentationLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScreenSize {
    /// The size of the terminal on `descriptor`, in character cells, or nil when it is not a
    /// terminal.
    static func of(_ descriptor: Int32) -> ScreenSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return ScreenSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
