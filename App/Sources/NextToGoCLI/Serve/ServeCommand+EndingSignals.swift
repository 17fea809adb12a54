#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ServeCommand: EndingSignalHandling {
    /// Ctrl-C and SIGTERM stop the server gracefully, with status 0; a hang-up ends it as before.
    var handledEndingSignals: Set<Int32> { StopSignal.numbers }
}
