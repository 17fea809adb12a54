import SharedUtils

/// A terminal screen in memory that plays what a program writes to it: cursor moves, erasing and
/// text, with wide characters taking two cells. A test can draw one frame, play an incremental
/// redraw over it and check the screen shows exactly the next frame, as a person would see it.
///
/// It understands what the watch screen writes: `ESC [ row ; column H`, `ESC [ K` (erase to the
/// end of the line), `ESC [ J` (erase below), `\r\n`, and ignores other control sequences such
/// as colours. Writing over half of a wide character blanks the other half, as terminals do.
public struct VirtualScreen {
    /// Each row's cells: one character each, or empty for the right half of a wide character.
    private var cells: [[String]]
    private var row = 0
    private var column = 0
    private let columns: Int

    /// A blank screen of `columns` × `rows` cells with the cursor at its top left.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// Each row as text, trailing spaces removed.
    public var lines: [String] {
        cells.map { row in
            var text = row.joined()
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// Plays `output` on the screen.
    public mutating func play(_ output: String) {
        var characters = output[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                guard characters.first == "[" else {
                    characters = characters.dropFirst()
                    continue
                }
                let body = characters.dropFirst().prefix { !("@"..."~").contains($0) }
                characters = characters.dropFirst(body.count + 1)
                guard let final = characters.popFirst() else { return }
                controlSequence(final, parameters: body.split(separator: ";").map { Int($0) ?? 1 })
            case "\r\n", "\n":
                row = min(row + 1, cells.count - 1)
                column = 0
            case "\r":
                column = 0
            default:
                write(character)
            }
        }
    }

    private mutating func controlSequence(_ final: Character, parameters: [Int]) {
        switch final {
        case "H":
            row = min(max(0, (parameters.first ?? 1) - 1), cells.count - 1)
            column = min(max(0, (parameters.dropFirst().first ?? 1) - 1), columns - 1)
        case "K":
            erase(row: row, from: column)
        case "J":
            erase(row: row, from: column)
            for below in (row + 1)..<cells.count { erase(row: below, from: 0) }
        default:
            break
        }
    }

    private mutating func erase(row: Int, from start: Int) {
        if start < columns && cells[row][start].isEmpty && start > 0 { cells[row][start - 1] = " " }
        for index in start..<columns { cells[row][index] = " " }
    }

    private mutating func write(_ character: Character) {
        let width = DisplayWidth.columns(of: character)
        guard width > 0 else {
            // A combining mark joins the character before it, wide or not.
            let previous = column >= 2 && cells[row][column - 1].isEmpty ? column - 2 : column - 1
            if previous >= 0 { cells[row][previous] += String(character) }
            return
        }
        guard column + width <= columns else { return }
        for index in column..<(column + width) { blankWideCharacter(at: index) }
        cells[row][column] = String(character)
        if width == 2 { cells[row][column + 1] = "" }
        column += width
    }

    /// Blanks both halves of the wide character that covers `index`, if any, before one half is
    /// overwritten.
    private mutating func blankWideCharacter(at index: Int) {
        if cells[row][index].isEmpty {
            cells[row][index - 1] = " "
            cells[row][index] = " "
        } else if index + 1 < columns, cells[row][index + 1].isEmpty {
            cells[row][index + 1] = " "
        }
    }
}
