import DomainLayer

/// Watch mode for a pipe or file: a plain, timestamped block each time the board changes (a race
/// added or dropped, new data, a change of status), and nothing in between.
public struct PlainChangeLog: Sendable {
    /// True when the races are the demo's recorded ones, which the first block says.
    let isDemo: Bool
    /// The start times' column header, as the one-shot table has it.
    let startHeader: String
    private var rule = BoardChangeRule()

    /// Creates a log that has written nothing yet, with `startHeader` over the start times.
    public init(isDemo: Bool = false, startHeader: String = StartColumnTitle.local) {
        self.isDemo = isDemo
        self.startHeader = startHeader
    }

    /// The block to append for `snapshot`, or nil when nothing a reader cares about changed.
    public mutating func entry(for snapshot: NextRacesSnapshot, state: ScreenState, clockText: String)
        -> String?
    {
        guard let change = rule.change(for: snapshot, state: state) else { return nil }
        let body = OneShotTableLayout(
            usesColor: false, width: nil, startHeader: startHeader, isDemo: isDemo && change.isFirst
        )
        .lines(for: state).map { $0.text + "\n" }.joined()
        return "== \(clockText) · \(change.heading)\n\(body)\n"
    }
}
