/// What a command that runs once prints, and whether it failed: composed first, then written by
/// the App, so it can be checked without running the program.
public struct CommandReport: Equatable, Sendable {
    /// The lines for stdout, each with its style.
    public var standardOutput: [StyledLine] = []
    /// What the command says on stderr, in order.
    public var diagnostics: [Diagnostic] = []
    /// True when the command failed.
    public var failed = false

    /// A report of `standardOutput` and `diagnostics`, failed when `failed`.
    public init(standardOutput: [StyledLine] = [], diagnostics: [Diagnostic] = [], failed: Bool = false) {
        self.standardOutput = standardOutput
        self.diagnostics = diagnostics
        self.failed = failed
    }

    /// `text`, such as a JSON document, as plain lines for stdout.
    public static func plainLines(_ text: String) -> [StyledLine] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { StyledLine(text: String($0)) }
    }
}
