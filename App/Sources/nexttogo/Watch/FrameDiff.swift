import SharedUtils

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
    /// when nothing changed. The cursor goes to the display column where the change starts, past
    /// any wide characters before it, and a change inside a character (an accent added to a
    /// letter) rewrites the whole character.
    static func update(from old: [ScreenLine], to new: [ScreenLine]) -> String {
        var output = ""
        for (index, line) in new.enumerated() where index >= old.count || old[index] != line {
            let kept =
                index < old.count && old[index].style == line.style
                ? commonPrefix(old[index].text, line.text) : line.text[..<line.text.startIndex]
            output +=
                ANSIScreen.moveTo(row: index + 1, column: DisplayWidth.columns(of: kept) + 1)
                + line.rendered(from: line.text[kept.endIndex...]) + ANSIScreen.eraseToEndOfLine
        }
        if old.count > new.count {
            output += ANSIScreen.moveTo(row: new.count + 1) + ANSIScreen.eraseBelow
        }
        return output
    }

    /// The characters (grapheme clusters) `new` starts with that `old` starts with too.
    private static func commonPrefix(_ old: String, _ new: String) -> Substring {
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        while oldIndex < old.endIndex, newIndex < new.endIndex, old[oldIndex] == new[newIndex] {
            old.formIndex(after: &oldIndex)
            new.formIndex(after: &newIndex)
        }
        return new[..<newIndex]
    }
}
