/// Breaks text into lines that fit a width, at spaces.
public enum TextWrapping {
    /// `text` in lines of at most `width` characters, broken between words; a word longer than
    /// `width` gets a line of its own, whole.
    public static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? word : " " + word
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
