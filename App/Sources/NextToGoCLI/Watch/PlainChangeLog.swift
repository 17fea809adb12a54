import DomainLayer
import PresentationLayer

/// Watch mode for a pipe or file: a plain, timestamped block each time the board changes (a race
/// added or dropped, new data, a change of status), and nothing in between.
struct PlainChangeLog {
    /// True when the races are the demo's recorded ones, which the first block says.
    let isDemo: Bool
    /// The zone the start times are in, which heads their column as the one-shot table does.
    let zone: StartTimeZone
    private var rule = BoardChangeRule()

    /// Creates a log that has written nothing yet, of start times in `zone`.
    init(isDemo: Bool = false, zone: StartTimeZone = .local) {
        self.isDemo = isDemo
        self.zone = zone
    }

    /// The block to append for `snapshot`, or nil when nothing a reader cares about changed.
    mutating func entry(for snapshot: NextRacesSnapshot, state: ScreenState, clockText: String) -> String? {
        guard let change = rule.change(for: snapshot, state: state) else { return nil }
        let body = TableRenderer(
            terminal: TerminalCapabilities(isTerminal: false, usesColor: false, width: nil),
            startHeader: zone.columnTitle, isDemo: isDemo && change.isFirst
        )
        .render(state)
        return "== \(clockText) · \(change.heading)\n\(body)\n"
    }
}
