/// A watch screen's one table of keys, from which its key handling, its keys line, the help's
/// section on it and `--watch`'s help are all made, so that they cannot drift apart.
struct KeyBindings<Action: Equatable & Sendable>: Sendable {
    /// The rows, in the order the help lists them.
    let rows: [KeyBinding<Action>]
    /// What every key the rows do not have asks for; nil when such a key does nothing.
    let otherKeys: Action?

    /// A table of `rows`; keys not in them ask for `otherKeys`.
    init(_ rows: [KeyBinding<Action>], otherKeys: Action? = nil) {
        self.rows = rows
        self.otherKeys = otherKeys
    }

    /// What `key` asks for on the screen, a letter in either case alike (`Q` quits as `q` does);
    /// nil when it does nothing there.
    func command(for key: WatchKey) -> KeyCommand<Action>? {
        let key = key.folded
        return rows.lazy.compactMap { $0.command(for: key) }.first ?? otherKeys.map { .act($0) }
    }

    /// The keys line: the labels that show on a board grouped by category when `grouped`, and
    /// on a screen that scrolls when `scrolls`, in their places.
    func keysLine(grouped: Bool = false, scrolls: Bool = false) -> KeysLine {
        let labels = rows.compactMap(\.label).filter { $0.shows(grouped: grouped, scrolls: scrolls) }
        func ranked(_ rank: (KeysLabel.Place) -> Int?) -> [String] {
            labels.compactMap { label in rank(label.place).map { (rank: $0, text: label.text) } }
                .sorted { $0.rank < $1.rank }.map(\.text)
        }
        return KeysLine(
            ranked { if case .keys(let rank) = $0 { rank } else { nil } },
            lastToGo: ranked { if case .lastToGo(let rank) = $0 { rank } else { nil } })
    }

    /// The help's section on the screen, under `heading`: each row the help lists, in order.
    func helpSection(heading: String) -> WatchHelpViewModel.Section {
        WatchHelpViewModel.Section(
            heading: heading,
            entries: rows.compactMap { row in
                row.meaning.map { WatchHelpViewModel.Entry(label: row.names, meaning: $0) }
            })
    }

    /// The keys that have a label, in the help's order and in words for the command line, such
    /// as `h g t filter, a all, …, q quit`: each as the help names it, then its label's word.
    var summary: String {
        rows.compactMap { row in
            row.label.map { "\(row.names.split(separator: " ").joined(separator: " ")) \($0.word)" }
        }
        .joined(separator: ", ")
    }
}
