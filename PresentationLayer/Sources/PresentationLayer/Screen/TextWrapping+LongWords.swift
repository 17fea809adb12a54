import SharedUtils

extension TextWrapping {
    /// `text` in lines of at most `width` display columns, broken between words as `lines` does,
    /// and a word wider than `width` broken between its characters, so no line is wider than
    /// `width` and a terminal never wraps one past its indent.
    public static func linesBreakingLongWords(_ text: String, width: Int) -> [String] {
        lines(text, width: width).flatMap { line in
            DisplayWidth.columns(of: line) > width ? pieces(of: line, width: max(1, width)) : [line]
        }
    }

    /// `line` cut between characters into pieces of at most `width` columns (a character wider
    /// than `width` gets a piece of its own).
    private static func pieces(of line: String, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in line {
            let characterWidth = DisplayWidth.columns(of: character)
            if !piece.isEmpty && pieceWidth + characterWidth > width {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += characterWidth
        }
        return piece.isEmpty ? pieces : pieces + [piece]
    }
}
