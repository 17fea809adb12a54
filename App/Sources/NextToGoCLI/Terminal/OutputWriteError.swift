#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Output that could not be written, with the reason the system gave.
struct OutputWriteError: Error, Equatable, CustomStringConvertible {
    /// The `errno` of the failed write or wait.
    let code: Int32

    /// True when the reading end has gone, as when the output is piped into `head`: nothing is
    /// wrong, the reader has all it wants.
    var isReaderGone: Bool { code == EPIPE }

    var description: String {
        "cannot write the output: \(String(cString: strerror(code))); check where the output goes "
            + "(a full disk, a closed terminal) and try again."
    }
}
