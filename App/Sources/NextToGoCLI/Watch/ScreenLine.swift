import PresentationLayer

/// One line of the watch screen: its text and the escape sequence that styles it, kept apart so
/// a redraw can rewrite just the end of a line that changed.
struct ScreenLine: Equatable, Sendable {
    /// The characters shown, already cut to the width.
    var text: String
    /// The style escape for the whole line; empty for plain text or when colour is off.
    var style: String = ""

    /// `line` with the escape sequence of its style.
    init(_ line: StyledLine) {
        self.init(text: line.text, style: ANSIStyle.escape(for: line.style))
    }

    /// A line of `text` styled with `style`, an escape sequence.
    init(text: String, style: String = "") {
        self.text = text
        self.style = style
    }

    /// The line as written to the terminal.
    var rendered: String {
        rendered(from: text)
    }

    /// `part` of the line, styled as the line is.
    func rendered<S: StringProtocol>(from part: S) -> String {
        style.isEmpty || part.isEmpty ? String(part) : style + part + ANSIStyle.reset
    }
}
