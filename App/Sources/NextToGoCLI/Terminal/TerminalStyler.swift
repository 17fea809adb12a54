import PresentationLayer

/// Colours text when the terminal's capabilities allow it: the one styler every renderer uses.
struct TerminalStyler: Sendable {
    /// True when escape sequences may style the text.
    let usesColor: Bool

    /// A styler for a terminal with `capabilities`.
    init(_ capabilities: TerminalCapabilities) {
        usesColor = capabilities.usesColor
    }

    /// A styler that colours when `usesColor`.
    init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// `text` in `escape` and a reset when colour is on, else as it is; empty text stays empty.
    func apply(_ escape: String, to text: String) -> String {
        ANSIStyle.apply(escape, to: text, when: usesColor)
    }

    /// A screen line of `text` styled with `escape` when colour is on.
    func line(_ text: String, _ escape: String) -> ScreenLine {
        ScreenLine(text: text, style: usesColor && !text.isEmpty ? escape : "")
    }

    /// The mark before a starred meeting's name.
    var starMark: String {
        StarMark.text(usesColor: usesColor)
    }
}
