import PresentationLayer

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

    /// The capabilities of `device`, honouring `--no-color` (`noColorFlag`) and, in
    /// `environment`, `NO_COLOR`, `CLICOLOR=0` and `TERM=dumb`.
    init(device: TerminalDevice, noColorFlag: Bool, environment: [String: String]) {
        isTerminal = device.isTerminal && environment["TERM"] != "dumb"
        usesColor = isTerminal && Self.colorAllowed(noColorFlag: noColorFlag, environment: environment)
        width = isTerminal ? device.size()?.columns ?? Int(environment["COLUMNS"] ?? "") : nil
    }

    /// Whether the flag and environment allow colour on a colour-capable terminal.
    static func colorAllowed(noColorFlag: Bool, environment: [String: String]) -> Bool {
        !noColorFlag
            && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["CLICOLOR"] != "0"
            && environment["TERM"] != "dumb"
    }
}
