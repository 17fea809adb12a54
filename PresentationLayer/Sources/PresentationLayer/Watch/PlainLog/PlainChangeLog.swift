import DomainLayer

/// Watch mode for a pipe or file: a plain, timestamped block each time the board changes (a race
/// added or dropped, new data, a change of status), and nothing in between.
public struct PlainChangeLog: Sendable {
    /// The start times' column header, as the one-shot table has it.
    let startHeader: String
    private var rule = BoardChangeRule()

    /// Creates a log that has written nothing yet, with `startHeader` over the start times; its
    /// first block says when the races are recorded.
    public init(startHeader: String = StartColumnTitle.local) {
        self.startHeader = startHeader
    }

    /// The block to append for `snapshot`, or nil when nothing a reader cares about changed.
    public mutating func entry(for snapshot: NextRacesSnapshot, state: ScreenState, clockText: String)
        -> String?
    {
        guard let change = rule.change(for: snapshot, state: state) else { return nil }
        let body = OneShotTableLayout(
            usesColor: false, width: nil, startHeader: startHeader,
            origin: change.isFirst ? snapshot.origin : .live
        )
        .lines(for: state).map { $0.text + "\n" }.joined()
        return "== \(clockText) · \(change.heading)\n\(body)\n"
    }
}
