import PresentationLayer

extension Diagnostic {
    /// The diagnostic as its line says it, after `nexttogo: ` (and `warning: `): the message, then
    /// `; ` and the hint when there is one.
    var spoken: String {
        message + (hint.map { "; \($0)" } ?? "")
    }
}
