/// One line a person reads: its text, already fitted to the width, and what it means, which the
/// terminal shows as a style when colour is on.
public struct StyledLine: Equatable, Sendable {
    /// The characters shown.
    public var text: String
    /// What the whole line means; `plain` when colour is off.
    public var style: TextStyle

    /// A line of `text` in `style`.
    public init(text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}
