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
}
