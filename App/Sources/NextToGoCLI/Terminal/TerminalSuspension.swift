#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops the program as Ctrl-Z stops any program, for a program that handles SIGTSTP itself
/// to give the terminal back first.
enum TerminalSuspension {
    /// Stops the program with SIGTSTP's default action, so the shell sees it stopped as usual,
    /// and returns once it is continued (`fg`, `bg`, SIGCONT). Where nobody could continue it
    /// (a process group with no shell to take it back), the system ignores the stop and this
    /// returns at once.
    static func stopUntilContinued() {
        guard let handled = SignalAction.defaultAction.install(for: SIGTSTP) else { return }
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var mask = sigset_t()
        // Delivered to this very thread, before `raise` returns, even where the thread's mask
        // blocks it, so the program is stopped before the handler is put back.
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        handled.install(for: SIGTSTP)
    }
}
