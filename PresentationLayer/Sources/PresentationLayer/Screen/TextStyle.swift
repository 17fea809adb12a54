/// What a line of text means to the person reading it, which the terminal shows in its own way
/// (App keeps the one map from a style to an escape sequence): never an escape sequence itself.
public indirect enum TextStyle: Hashable, Sendable {
    /// Ordinary text.
    case plain
    /// A title or a column header, and a race card's notice and favourite: bold.
    case header
    /// Notes and the status line when all is well, scratched runners, what is not published.
    case dim
    /// A race jumping soon.
    case soon
    /// A race that has jumped.
    case jumped
    /// A stale board, a failed fetch, a problem saving a star.
    case warning
    /// The banner of a race about to jump.
    case alert
    /// A price that has shortened (firmed): backed, or fancied by the market.
    case firming
    /// A price that has lengthened (drifted).
    case drifting
    /// The selected row, in its own style.
    case selected(TextStyle)
}
