#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exit statuses for the ways watch mode ends.
enum WatchExitStatus {
    static let quit: Int32 = 0
    /// SIGHUP, or the terminal gone (its input at an end or failing, its output failing).
    static let hungUp: Int32 = 129
    static let interrupted: Int32 = 130
    static let terminated: Int32 = 143

    /// The status for ending on `signal`: SIGHUP hangs up, SIGTERM terminates, and any other
    /// (SIGINT) interrupts.
    static func ending(on signal: Int32) -> Int32 {
        switch signal {
        case SIGHUP: hungUp
        case SIGTERM: terminated
        default: interrupted
        }
    }
}
