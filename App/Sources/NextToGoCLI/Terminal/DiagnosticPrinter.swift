import PresentationLayer

/// The one place a diagnostic becomes a line on stderr: `nexttogo: `, `warning: ` for a warning,
/// the message, then `; ` and the hint when there is one.
enum DiagnosticPrinter {
    /// The line `diagnostic` prints as, with its newline.
    static func line(_ diagnostic: Diagnostic) -> String {
        let severity = diagnostic.severity == .warning ? "warning: " : ""
        return "nexttogo: \(severity)\(diagnostic.message)\(diagnostic.hint.map { "; \($0)" } ?? "")\n"
    }

    /// The lines of `diagnostics`, in order.
    static func text(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(line).joined()
    }
}
