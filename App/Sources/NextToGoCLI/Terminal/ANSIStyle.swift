import PresentationLayer

/// The escape sequences nexttogo writes, one constant per meaning, and the one map from a
/// line's style to its escape sequence.
enum ANSIStyle {
    /// Turns every style off.
    static let reset = "\u{1B}[0m"

    /// The escape sequence (SGR) that shows `style`; empty for plain text. Soon and warning
    /// share yellow, and a selected line adds reverse video to its own style.
    static func escape(for style: TextStyle) -> String {
        switch style {
        case .plain: ""
        case .header: "\u{1B}[1m"
        case .dim: "\u{1B}[2m"
        case .soon, .warning: "\u{1B}[33m"
        case .jumped: "\u{1B}[31m"
        case .alert: "\u{1B}[1;7m"
        case .firming: "\u{1B}[32m"
        case .drifting: "\u{1B}[35m"
        case .selected(let style): escape(for: style) + "\u{1B}[7m"
        }
    }

    /// `lines` as printed: each in its style's escape sequence and a reset when `usesColor`, its
    /// highlight in its own, one a line, ending in a newline.
    static func text(of lines: [StyledLine], usesColor: Bool) -> String {
        lines.map { ScreenLine($0).rendered(usesColor: usesColor) + "\n" }.joined()
    }

    /// `text` wrapped in `style` and a reset when `enabled`, else `text` as it is; empty text
    /// stays empty.
    static func apply(_ style: String, to text: String, when enabled: Bool) -> String {
        enabled && !text.isEmpty && !style.isEmpty ? style + text + reset : text
    }
}

/// The escape sequences that move the cursor and switch screens.
enum ANSIScreen {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let cursorHome = "\u{1B}[H"
    static let eraseToEndOfLine = "\u{1B}[K"
    static let eraseBelow = "\u{1B}[J"
    static let bell = "\u{07}"

    /// Moves the cursor to `row` and `column`, counting from 1.
    static func moveTo(row: Int, column: Int = 1) -> String {
        "\u{1B}[\(row);\(column)H"
    }
}
