/// How a key shows on a screen's keys line, such as `↵ card`: its keys as the line names them,
/// the word for what they do, where it stands, and when it shows.
struct KeysLabel: Sendable {
    /// Where a label stands on the keys line.
    enum Place: Sendable, Equatable {
        /// Among the keys that give way on a narrow pane, at this rank from the first; the last
        /// ranked gives way first.
        case keys(Int)
        /// Among the keys that end the line and give way to none, at this rank from the first.
        case lastToGo(Int)
    }

    /// When a label shows.
    enum Condition: Sendable, Equatable {
        /// Always.
        case always
        /// Only on a board grouped by category.
        case groupedBoard
        /// Only on a board of one list.
        case flatBoard
        /// Only while the screen is longer than its pane, so it scrolls.
        case scrolling
    }

    /// The keys as the line names them, such as `↵` or `↑↓`.
    let keys: String
    /// What they do, in a word or two, such as `card`.
    let word: String
    /// Where the label stands.
    let place: Place
    /// When it shows.
    let condition: Condition

    /// A label of `keys` and `word` at `place`, shown when `condition` holds.
    init(_ keys: String, _ word: String, _ place: Place, when condition: Condition = .always) {
        self.keys = keys
        self.word = word
        self.place = place
        self.condition = condition
    }

    /// The label as the line shows it: `↵ card`.
    var text: String { "\(keys) \(word)" }

    /// True when the label shows on a board grouped by category when `grouped`, and on a screen
    /// that scrolls when `scrolls`.
    func shows(grouped: Bool, scrolls: Bool) -> Bool {
        switch condition {
        case .always: true
        case .groupedBoard: grouped
        case .flatBoard: !grouped
        case .scrolling: scrolls
        }
    }
}
