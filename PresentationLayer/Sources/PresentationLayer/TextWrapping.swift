import SharedUtils

/// Breaks text into lines that fit a width, at spaces.
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
        let hanging = String(text.prefix { $0 == " " }) + "  "
        var lines: [String] = []
        var rest = text
        while DisplayWidth.columns(of: rest) > width {
            let breaks = rest.indices.dropFirst(hanging.count + 1).filter { rest[$0] == " " }
            guard let cut = breaks.last(where: { DisplayWidth.columns(of: rest[..<$0]) <= width }) else {
                break
            }
            var head = String(rest[..<cut])
            while head.last == " " { head.removeLast() }
            lines.append(head)
            rest = hanging + rest[cut...].drop { $0 == " " }
        }
        return lines + [rest]
    }
}
