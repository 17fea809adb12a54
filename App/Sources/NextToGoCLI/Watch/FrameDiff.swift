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
    /// inside a character (an accent added to a letter) rewrites the whole character. A style
    /// stays on across the changes of lines that share it, and is reset before any erase (which
    /// would paint the style's background) and at the end.
    static func update(from old: [ScreenLine], to new: [ScreenLine]) -> String {
        var output = StyledOutput()
        for (index, line) in new.enumerated() where index >= old.count || old[index] != line {
            if line.highlight != nil || (index < old.count && old[index].highlight != nil) {
                // A line of several styles is rewritten whole: rare, as prices move seldom.
                output.move(to: ANSIScreen.moveTo(row: index + 1))
                for segment in line.segments {
                    output.write(segment.text, style: segment.style)
                }
                output.erase(ANSIScreen.eraseToEndOfLine)
                continue
            }
            let sameStyle = index < old.count && old[index].style == line.style
            let kept =
                sameStyle ? commonPrefix(old[index].text, line.text) : line.text[..<line.text.startIndex]
            let column = DisplayWidth.columns(of: kept) + 1
            let changed = line.text[kept.endIndex...]
            output.move(to: ANSIScreen.moveTo(row: index + 1, column: column))
            if sameStyle, DisplayWidth.columns(of: old[index].text) == DisplayWidth.columns(of: line.text) {
                // Same width: the text after the last change is already on screen, in place.
                let oldRest = old[index].text.dropFirst(kept.count)
                output.write(changed.dropLast(commonSuffixCount(oldRest, changed)), style: line.style)
            } else {
                output.write(changed, style: line.style)
                output.erase(ANSIScreen.eraseToEndOfLine)
            }
        }
        if old.count > new.count {
            output.move(to: ANSIScreen.moveTo(row: new.count + 1))
            output.erase(ANSIScreen.eraseBelow)
        }
        return output.finished()
    }

    /// The bytes of an update, with the style the terminal has on at their end, so that a style
    /// is written once for a run of changes that share it.
    private struct StyledOutput {
        private var text = ""
        /// The style escape on now; empty for none, as at the start of an update.
        private var activeStyle = ""

        /// Moves the cursor; a move keeps the style.
        mutating func move(to escape: String) {
            text += escape
        }

        /// Writes `part` in `style`, switching styles only when it differs from the one on.
        mutating func write<S: StringProtocol>(_ part: S, style: String) {
            guard !part.isEmpty else { return }
            if style != activeStyle {
                text += (activeStyle.isEmpty ? "" : ANSIStyle.reset) + style
                activeStyle = style
            }
            text += part
        }

        /// Erases with `escape`, in no style, so no background colour fills the erased cells.
        mutating func erase(_ escape: String) {
            resetStyle()
            text += escape
        }

        /// The bytes, ending with no style on.
        mutating func finished() -> String {
            resetStyle()
            return text
        }

        private mutating func resetStyle() {
            if !activeStyle.isEmpty {
                text += ANSIStyle.reset
                activeStyle = ""
            }
        }
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
