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
        header = cells.first ?? []
        rows = cells.dropFirst().filter { $0.count == 5 }
        notes = lines.dropFirst().filter { $0.hasPrefix("(") }
    }

    /// Each row's meeting and race number, such as "Shepparton R6".
    var meetingsAndRaces: [String] {
        rows.map { "\($0[1]) \($0[2])" }
    }
}
