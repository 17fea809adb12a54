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
    /// ticking countdown costs a few bytes; when the line keeps its display width, only up to its
    /// last changed character, so the columns after a countdown are not written again. Lines the
    /// new frame no longer has are erased. Empty when nothing changed. The cursor goes to the
    /// display column where the change starts, past any wide characters before it, and a change
    /// inside a character (an accent added to a letter) rewrites the whole character.
    static func update(from old: [ScreenLine], to new: [ScreenLine]) -> String {
        var output = ""
        for (index, line) in new.enumerated() where index >= old.count || old[index] != line {
            let sameStyle = index < old.count && old[index].style == line.style
            let kept =
                sameStyle ? commonPrefix(old[index].text, line.text) : line.text[..<line.text.startIndex]
            let column = DisplayWidth.columns(of: kept) + 1
            let changed = line.text[kept.endIndex...]
            if sameStyle, DisplayWidth.columns(of: old[index].text) == DisplayWidth.columns(of: line.text) {
                // Same width: the text after the last change is already on screen, in place.
                let oldRest = old[index].text.dropFirst(kept.count)
                let middle = changed.dropLast(commonSuffixCount(oldRest, changed))
                output += ANSIScreen.moveTo(row: index + 1, column: column) + line.rendered(from: middle)
            } else {
                output +=
                    ANSIScreen.moveTo(row: index + 1, column: column) + line.rendered(from: changed)
                    + ANSIScreen.eraseToEndOfLine
            }
        }
        if old.count > new.count {
            output += ANSIScreen.moveTo(row: new.count + 1) + ANSIScreen.eraseBelow
        }
        return output
    }

    /// How many characters (grapheme clusters) `old` and `new` end with alike.
    private static func commonSuffixCount(_ old: Substring, _ new: Substring) -> Int {
        zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
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
