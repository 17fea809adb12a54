/// A command's USAGE block: each form of the command with its options, wrapped at option
/// boundaries to the width the help is written at, each wrapped line under the form's first
/// option, so that no option is cut in two however narrow the terminal.
struct UsageText {
    /// One form of a command: how it starts, such as `nexttogo race <race-id>`, and its options,
    /// each kept whole, such as `[-f|--filter <categories> ...]`.
    struct Form {
        let head: String
        let options: [String]

        /// A form of `head` and `options`, written as the help shows them.
        init(_ head: String, _ options: String...) {
            self.head = head
            self.options = options
        }
    }

    /// ArgumentParser puts `USAGE: ` before the block, and as many spaces before each of its
    /// other lines.
    static let prefixWidth = "USAGE: ".count
    /// The narrowest width wrapped to: below it every line would hold one option.
    static let narrowestWidth = 40

    let forms: [Form]

    /// The block for a help `width` columns wide.
    func text(width: Int) -> String {
        let room = max(width, Self.narrowestWidth) - Self.prefixWidth
        return forms.flatMap { Self.lines(of: $0, room: room) }.joined(separator: "\n")
    }

    /// The block for the width the rest of the help is written at (`HelpContext`): `COLUMNS`,
    /// else the terminal's width, else 80.
    var text: String { text(width: HelpContext.current.columns) }

    /// `form`'s lines within `room` columns.
    private static func lines(of form: Form, room: Int) -> [String] {
        // Under the first option, unless that leaves too little room for the longest.
        let longest = form.options.map(\.count).max() ?? 0
        let indent = form.head.count + 1 + longest <= room ? form.head.count + 1 : 4
        var lines: [String] = []
        var line = form.head
        for option in form.options {
            if line.count + 1 + option.count > room {
                lines.append(line)
                line = String(repeating: " ", count: indent) + option
            } else {
                line += " " + option
            }
        }
        return lines + [line]
    }
}
