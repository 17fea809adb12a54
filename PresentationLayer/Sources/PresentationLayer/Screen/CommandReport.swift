/// What a command that runs once prints, and whether it failed: composed first, then written by
/// the App, so it can be checked without running the program.
public struct CommandReport: Equatable, Sendable {
    /// The lines for stdout, each with its style.
    public var standardOutput: [StyledLine] = []
    /// The text for stderr, whole lines such as `nexttogo: warning: …\n`.
    public var standardError = ""
    /// True when the command failed.
    public var failed = false

    /// A report of `standardOutput` and `standardError`, failed when `failed`.
    public init(standardOutput: [StyledLine] = [], standardError: String = "", failed: Bool = false) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.failed = failed
    }

    /// `text`, such as a JSON document, as plain lines for stdout.
    public static func plainLines(_ text: String) -> [StyledLine] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { StyledLine(text: String($0)) }
    }
}
