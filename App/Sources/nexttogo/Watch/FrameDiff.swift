/// The bytes that turn one screen frame into the next in a single write.
enum FrameDiff {
    /// The whole frame: cursor home, every line erased to its end, then everything below erased.
    static func fullRedraw(_ frame: [String]) -> String {
        ANSIScreen.cursorHome
            + frame.map { $0 + ANSIScreen.eraseToEndOfLine }.joined(separator: "\r\n")
            + "\r\n" + ANSIScreen.eraseBelow
    }

    /// Only the lines that changed, each rewritten in place; lines the new frame no longer has are
    /// erased. Empty when nothing changed.
    static func update(from old: [String], to new: [String]) -> String {
        var output = ""
        for (index, line) in new.enumerated() where index >= old.count || old[index] != line {
            output += ANSIScreen.moveToRow(index + 1) + line + ANSIScreen.eraseToEndOfLine
        }
        if old.count > new.count {
            output += ANSIScreen.moveToRow(new.count + 1) + ANSIScreen.eraseBelow
        }
        return output
    }
}
