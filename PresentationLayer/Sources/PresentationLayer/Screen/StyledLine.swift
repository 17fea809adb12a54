/// One line a person reads: its text, already fitted to the width, and what it means, which the
/// terminal shows as a style when colour is on.
public struct StyledLine: Equatable, Sendable {
    /// The characters shown.
    public var text: String
    /// What the whole line means; `plain` when colour is off.
    public var style: TextStyle
    /// A stretch of the line that means something of its own, such as a runner's price move;
    /// nil when colour is off or there is none.
    public var highlight: Highlight?

    /// A stretch of a line in a style of its own.
    public struct Highlight: Equatable, Sendable {
        /// The display columns it covers, counting from 0.
        public var columns: Range<Int>
        /// What it means.
        public var style: TextStyle

        /// A stretch over `columns` in `style`.
        public init(columns: Range<Int>, style: TextStyle) {
            self.columns = columns
            self.style = style
        }
    }

    /// A line of `text` in `style`, with `highlight` standing out of it.
    public init(text: String, style: TextStyle = .plain, highlight: Highlight? = nil) {
        self.text = text
        self.style = style
        self.highlight = highlight
    }
}
