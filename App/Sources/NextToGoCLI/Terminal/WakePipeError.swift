#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A wake pipe the system could not make.
struct WakePipeError: Error, CustomStringConvertible {
    /// The `errno` of the failed `pipe(2)`.
    let code: Int32

    var description: String {
        "watch mode cannot start: \(String(cString: strerror(code))); close some programs or raise "
            + "the limit on open files (ulimit -n) and try again."
    }
}
