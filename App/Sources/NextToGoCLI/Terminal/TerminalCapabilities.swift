import Foundation
import PresentationLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal on stdout can do: whether it can draw a screen, whether to colour, how wide
/// it is.
struct TerminalCapabilities: Sendable, Equatable {
    /// True when stdout is a terminal that can move its cursor (not `TERM=dumb`), so a full
    /// screen can be drawn; false for a file, a pipe or a dumb terminal.
    var isTerminal: Bool
    /// True when colour escape sequences may be written.
    var usesColor: Bool
    /// The width in columns, when known; nil when output goes to a file or pipe.
    var width: Int?

    /// The capabilities of this process's stdout, honouring `--no-color`, `NO_COLOR`,
    /// `CLICOLOR=0` and `TERM=dumb`.
    static func standardOutput(
        noColorFlag: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalCapabilities {
        let isTerminal = isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
        return TerminalCapabilities(
            isTerminal: isTerminal,
            usesColor: isTerminal
                && colorAllowed(noColorFlag: noColorFlag, environment: environment),
            width: isTerminal
                ? ScreenSize.of(STDOUT_FILENO)?.columns ?? Int(environment["COLUMNS"] ?? "") : nil)
    }

    /// Whether the flag and environment allow colour on a colour-capable terminal.
    static func colorAllowed(noColorFlag: Bool, environment: [String: String]) -> Bool {
        !noColorFlag
            && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["CLICOLOR"] != "0"
            && environment["TERM"] != "dumb"
    }
}
