/// Measures and cuts table cells: the one place race-card tables measure text.
///
/// It counts characters for now; once SharedUtils measures display width (wide East Asian
/// characters two columns, combining ones none), these two functions switch to it.
enum CellText {
    /// The columns `text` takes.
    static func width(_ text: String) -> Int {
        text.count
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    static func truncated(_ text: String, to width: Int) -> String {
        guard self.width(text) > width else { return text }
        guard width > 1 else { return String(repeating: "…", count: max(0, width)) }
        var cut = ""
        for character in text {
            guard self.width(cut + String(character)) <= width - 1 else { break }
            cut.append(character)
        }
        while cut.last == " " { cut.removeLast() }
        return cut + "…"
    }

    /// `text` padded with spaces to `width` columns, on the left when `rightAligned`.
    static func padded(_ text: String, to width: Int, rightAligned: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - self.width(text)))
        return rightAligned ? padding + text : text + padding
    }
}
