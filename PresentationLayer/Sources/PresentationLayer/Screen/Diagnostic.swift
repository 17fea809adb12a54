/// One thing a command says on stderr, apart from its output: what happened and, when there is
/// one, what to do next. The App prints every diagnostic in one place, as one line.
public struct Diagnostic: Sendable, Equatable {
    /// How much the diagnostic matters.
    public enum Severity: Sendable, Equatable {
        /// The command could not do what was asked.
        case error
        /// The command went on, but something is amiss (printed with `warning:`).
        case warning
        /// A word on what the command did, such as that the races are recorded.
        case note
    }

    /// How much it matters.
    public var severity: Severity
    /// What happened, as a person would say it, without a trailing full stop.
    public var message: String
    /// What to do next, such as `check --api-url`; nil when the message says it.
    public var hint: String?

    /// Creates a diagnostic from its parts.
    public init(_ severity: Severity, _ message: String, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.hint = hint
    }

    /// An error saying `message`, with `hint` when given.
    public static func error(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, hint: hint)
    }

    /// A warning saying `message`, with `hint` when given.
    public static func warning(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, hint: hint)
    }

    /// A note saying `message`, with `hint` when given.
    public static func note(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.note, message, hint: hint)
    }
}
