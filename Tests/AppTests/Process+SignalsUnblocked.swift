import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Process {
    /// Starts the process with no signals blocked.
    ///
    /// Swift concurrency's threads block most signals, and on Linux `Process` passes the calling
    /// thread's mask on, so a child started from a test would never see SIGWINCH, SIGINT or
    /// SIGTERM.
    func runWithSignalsUnblocked() throws {
        var none = sigset_t()
        var saved = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try run()
    }
}
