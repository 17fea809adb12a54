import SharedUtils

/// Breaks text into lines that fit a width, at spaces.
///
/// Both ways take time in proportion to the text's length: each character is measured once, so
/// a text of megabytes (a hostile race comment, an id echoed in a message) costs no more per
/// character than a short one.
public enum TextWrapping {
    /// `text` in lines of at most `width` display columns, broken between words; a word wider
    /// than `width` gets a line of its own, whole.
    public static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let wordWidth = DisplayWidth.columns(of: word)
            if !line.isEmpty && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            lineWidth += line.isEmpty ? wordWidth : 1 + wordWidth
            line += line.isEmpty ? word : " " + word
        }
        return line.isEmpty ? lines : lines + [line]
    }

    /// `text` in lines of at most `width` display columns, broken at spaces, each line after the
    /// first indented two more than the first; the spacing inside a line is kept, so columns
    /// (such as a list of races and their commands) stay in line. A stretch with no space to
    /// break at stays whole.
    public static func hangingLines(_ text: String, width: Int) -> [String] {
        var text = HangingText(text)
        var lines: [String] = []
        while text.restWidth > width, let cut = text.lastBreak(within: width) {
            lines.append(text.line(upTo: cut))
            text.advance(past: cut)
        }
        return lines + [text.rest]
    }
}

/// The text `hangingLines` breaks, and what is left of it to lay out: the hanging indent (after
/// the first line), then the text from `start`. Each character is measured when the text is made
/// and at most twice more as lines are found, so the whole costs time in proportion to its length.
private struct HangingText {
    private let text: String
    /// The text's own leading spaces and two more, which every line after the first starts with.
    private let hanging: String
    /// The first character not yet on a line.
    private var start: String.Index
    /// The columns of the text from `start`.
    private var remainingWidth: Int
    /// True once a line is out, so the rest starts with the hanging indent.
    private var isHanging = false

    init(_ text: String) {
        self.text = text
        hanging = String(repeating: " ", count: text.prefix { $0 == " " }.count + 2)
        start = text.startIndex
        remainingWidth = DisplayWidth.columns(of: text)
    }

    /// The columns of what is left, indent included.
    var restWidth: Int { indentWidth + remainingWidth }

    /// What is left, as the last line.
    var rest: String { line(upTo: text.endIndex, trimming: false) }

    /// The last space a line can end at and fit `width`, past the indent and the character after
    /// it (so no line is left empty); nil when there is none.
    func lastBreak(within width: Int) -> String.Index? {
        // The indent is as many characters as `hanging`, so the first line skips the same count.
        let skipped = isHanging ? 1 : hanging.count + 1
        var used = indentWidth
        var offset = 0
        var index = start
        var last: String.Index?
        while index < text.endIndex, used <= width {
            let character = text[index]
            if offset >= skipped, character == " " { last = index }
            used += DisplayWidth.columns(of: character)
            offset += 1
            index = text.index(after: index)
        }
        return last
    }

    /// The line that ends before `cut`, its trailing spaces dropped.
    func line(upTo cut: String.Index, trimming: Bool = true) -> String {
        var line = text[start..<cut]
        while trimming, line.last == " " { line.removeLast() }
        return (isHanging ? hanging : "") + line
    }

    /// Moves on to the text after `cut`, its leading spaces dropped.
    mutating func advance(past cut: String.Index) {
        let next = text[cut...].firstIndex { $0 != " " } ?? text.endIndex
        remainingWidth -= DisplayWidth.columns(of: text[start..<next])
        start = next
        isHanging = true
    }

    private var indentWidth: Int { isHanging ? hanging.count : 0 }
}
