import PresentationLayer
import SharedUtils

/// One line of the watch screen: its text and the escape sequence that styles it, kept apart so
/// a redraw can rewrite just the end of a line that changed.
struct ScreenLine: Equatable, Sendable {
    /// A stretch of the line in a style of its own, such as a runner's price move.
    struct Highlight: Equatable, Sendable {
        /// The display columns it covers, counting from 0.
        var columns: Range<Int>
        /// Its style escape, written after the line's own.
        var style: String
    }

    /// The characters shown, already cut to the width.
    var text: String
    /// The style escape for the whole line; empty for plain text or when colour is off.
    var style: String = ""
    /// The stretch that stands out of the line; nil for none.
    var highlight: Highlight?

    /// `line` with the escape sequences of its style and its highlight's.
    init(_ line: StyledLine) {
        self.init(text: line.text, style: ANSIStyle.escape(for: line.style))
        highlight = line.highlight.map {
            Highlight(columns: $0.columns, style: ANSIStyle.escape(for: $0.style))
        }
    }

    /// A line of `text` styled with `style`, an escape sequence.
    init(text: String, style: String = "") {
        self.text = text
        self.style = style
    }

    /// The line as written to the terminal.
    var rendered: String {
        rendered(usesColor: true)
    }

    /// The line as written, its styles left out unless `usesColor`.
    func rendered(usesColor: Bool) -> String {
        segments.map { segment in
            usesColor && !segment.style.isEmpty
                ? segment.style + segment.text + ANSIStyle.reset : String(segment.text)
        }
        .joined()
    }

    /// The line's text in runs of one style each: before the highlight, the highlight (in the
    /// line's style and its own), and after it; the whole line in its style when it has none.
    var segments: [(text: Substring, style: String)] {
        guard let highlight else { return [(text[...], style)] }
        let parts = DisplayWidth.slices(of: text, around: highlight.columns)
        return [(parts.before, style), (parts.inside, style + highlight.style), (parts.after, style)]
            .filter { !$0.text.isEmpty }
    }
}
