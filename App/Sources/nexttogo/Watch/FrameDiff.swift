/// The bytes that turn one screen frame into the next in a single write.
enum FrameDiff {
    /// The whole frame: cursor home, every line erased to its end, then everything below erased.
    /// No line break follows the last line: on a frame as tall as the terminal it would scroll
    /// the screen, and every later update would land a line too high.
    static func fullRedraw(_ frame: [ScreenLine]) -> String {
        ANSIScreen.cursorHome
            + frame.map { $0.rendered + ANSIScreen.eraseToEndOfLine }.joined(separator: "\r\n")
            + ANSIScreen.eraseBelow
    }

    /// Only what changed: each changed line is rewritten from its first changed character, so a
    /// ticking countdown costs a few bytes; lines the new frame no longer has are erased. Empty
    /// when nothing changed.
    static func update(from old: [ScreenLine], to new: [ScreenLine]) -> String {
        var output = ""
        for (index, line) in new.enumerated() where index >= old.count || old[index] != line {
            let kept =
                index < old.count && old[index].style == line.style
                ? commonPrefixLength(old[index].text, line.text) : 0
            output +=
                ANSIScreen.moveTo(row: index + 1, column: kept + 1)
                + line.rendered(from: line.text.dropFirst(kept)) + ANSIScreen.eraseToEndOfLine
        }
        if old.count > new.count {
            output += ANSIScreen.moveTo(row: new.count + 1) + ANSIScreen.eraseBelow
        }
        return output
    }

    /// How many characters two texts share at their start; every character is one column wide.
    private static func commonPrefixLength(_ old: String, _ new: String) -> Int {
        zip(old, new).prefix { $0 == $1 }.count
    }
}
