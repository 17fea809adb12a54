import DataLayer
import Foundation
import LiveHTTP
import PresentationLayer
import SharedUtils

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommandEnvironment where C == ContinuousClock {
    /// The process's own environment: its variables, the continuous clock, the system's wall
    /// clock, the racing API over `http` (the one client, which `main` shuts down), stdout and
    /// stderr, and the signals held since `main` began.
    static func live(http: SharedHTTPClient) -> CommandEnvironment {
        let clock = ContinuousClock()
        return CommandEnvironment(
            variables: ProcessInfo.processInfo.environment, clock: clock, wallClock: .system,
            transport: { timeout in
                AsyncHTTPClientTransport(
                    client: http.client, timeout: timeout, maximumBodySize: HTTPResponse.maximumBodySize,
                    clock: clock)
            },
            poster: { timeout in
                AsyncHTTPClientTransport(
                    client: http.client, timeout: timeout, maximumBodySize: HTTPResponse.maximumBodySize,
                    clock: clock)
            },
            output: ProcessOutput(),
            terminal: TerminalDevice(
                isTerminal: isatty(STDOUT_FILENO) == 1, size: { ScreenSize.of(STDOUT_FILENO) }),
            releaseSignals: { EndingSignals.release(keeping: $0) })
    }
}
