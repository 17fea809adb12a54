#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ShowRacesCommand: EndingSignalHandling {
    /// Watch mode ends on each of them with its own status, the terminal given back; a one-shot
    /// dies of them as any command does.
    var handledEndingSignals: Set<Int32> { watch ? [SIGINT, SIGTERM, SIGHUP] : [] }
}
