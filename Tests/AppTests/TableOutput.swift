/// The one-shot table read back into cells: columns are separated by two or more spaces.
struct TableOutput {
    let header: [String]
    let rows: [[String]]
    let notes: [String]

    init(_ text: String) {
        let lines = text.split(separator: "\n").map(String.init)
        let cells = lines.map { line in
            line.split(separator: "  ", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        let header = cells.first ?? []
        self.header = header
        rows = cells.dropFirst().filter { $0.count == header.count }
        notes = lines.dropFirst().filter { $0.hasPrefix("(") }
    }

    /// Each row's meeting and race number, such as "Shepparton R6".
    var meetingsAndRaces: [String] {
        // A table grouped by category has no category column.
        let meeting = header.firstIndex(of: "Meeting") ?? 1
        return rows.map { "\($0[meeting]) \($0[meeting + 1])" }
    }
}
