import DataLayer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// Everything a command touches outside itself, as one value: `main` builds the live one
/// (`live(http:)`), a test builds its own with a fake transport, a manual clock and collected
/// output. Nothing in the App reads the process's environment, clock or streams but through it.
struct CommandEnvironment<C: Clock<Duration>>: Sendable {
    /// The environment variables the program reads: `NEXTTOGO_API_URL`, `NEXTTOGO_DEMO_NOW`, the
    /// config file's `XDG_CONFIG_HOME` and `HOME`, `TZ`, `NO_COLOR`, `CLICOLOR`, `TERM`,
    /// `COLUMNS` and the `PATH` desktop notifications are looked for on.
    var variables: [String: String]
    /// The clock every wait, poll and deadline sleeps on.
    var clock: C
    /// The wall clock: the time of live races, and of the demo when no start is pinned.
    var wallClock: DateSource
    /// The transport to the racing API, giving up on a request after the time it is given.
    var transport: @Sendable (_ timeout: Duration) -> any HTTPTransport
    /// What alerts are posted with (ntfy, webhooks), giving up on a post after the time it is
    /// given: the same HTTP client as the transport's.
    var poster: @Sendable (_ timeout: Duration) -> any HTTPPoster
    /// Where what the command prints goes, its one diagnostics sink: written at once by `main`,
    /// collected by a test.
    var output: any CommandOutput
    /// The terminal on standard output, if it is one.
    var terminal: TerminalDevice
    /// Gives back the actions of the ending signals held since the program began, but for those
    /// the command handles itself (`EndingSignals.release(keeping:)`); a test's does nothing.
    var releaseSignals: @Sendable (_ kept: Set<Int32>) -> Void

    /// Creates an environment of these parts.
    init(
        variables: [String: String], clock: C, wallClock: DateSource,
        transport: @escaping @Sendable (_ timeout: Duration) -> any HTTPTransport,
        poster: @escaping @Sendable (_ timeout: Duration) -> any HTTPPoster, output: any CommandOutput,
        terminal: TerminalDevice, releaseSignals: @escaping @Sendable (_ kept: Set<Int32>) -> Void = { _ in }
    ) {
        self.variables = variables
        self.clock = clock
        self.wallClock = wallClock
        self.transport = transport
        self.poster = poster
        self.output = output
        self.terminal = terminal
        self.releaseSignals = releaseSignals
    }

    /// Writes `diagnostics` to standard error, one line each.
    func report(_ diagnostics: Diagnostic...) {
        output.write(DiagnosticPrinter.text(diagnostics), to: .standardError)
    }

    /// Writes `text` to standard output.
    func print(_ text: String) {
        output.write(text, to: .standardOutput)
    }

    /// The machine's time zone, as `TZ` names it.
    var localTimeZone: TimeZone {
        LocalTimeZone.current(environment: variables)
    }

    /// Where the stars and the saved settings are kept: the config file.
    var settingsStore: StarStore {
        StarStore(file: .standard(environment: variables))
    }

    /// What the terminal on stdout can do, honouring `--no-color` (`noColorFlag`), `NO_COLOR`,
    /// `CLICOLOR=0` and `TERM=dumb`.
    func terminalCapabilities(noColorFlag: Bool) -> TerminalCapabilities {
        TerminalCapabilities(device: terminal, noColorFlag: noColorFlag, environment: variables)
    }
}
