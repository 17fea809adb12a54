import DomainLayer
import PresentationLayer

/// Watch mode for a pipe or file: a plain, timestamped block each time the board changes (a race
/// added or dropped, new data, a change of status), and nothing in between.
struct PlainChangeLog {
    /// What makes two boards the same for the log.
    struct Signature: Equatable {
        var raceIDs: [String]
        var filter: CategoryFilter
        var updatedAt: Double?
        var staleLabel: String?
    }

    /// True when the races are the demo's recorded ones, which the first block says.
    let isDemo: Bool
    private var last: Signature?

    /// Creates a log that has written nothing yet.
    init(isDemo: Bool = false) {
        self.isDemo = isDemo
    }

    /// The block to append for `snapshot`, or nil when nothing a reader cares about changed.
    mutating func entry(for snapshot: NextRacesSnapshot, state: ScreenState, clockText: String) -> String? {
        let signature = Signature(
            raceIDs: snapshot.races.map(\.id), filter: snapshot.filter,
            updatedAt: snapshot.updatedAt?.timeIntervalSince1970, staleLabel: snapshot.failure?.shortLabel)
        guard signature != last else { return nil }
        let isFirst = last == nil
        last = signature
        let body = TableRenderer(
            terminal: TerminalCapabilities(isTerminal: false, usesColor: false, width: nil),
            isDemo: isDemo && isFirst
        )
        .render(state)
        let status: String
        switch state {
        case .ready(let board): status = board.statusText
        case .failed(_, let retry): status = "failed" + RetryWording.clause(retry)
        case .empty, .loading: status = snapshot.updatedAt == nil ? "waiting" : "up to date"
        }
        return "== \(clockText) · \(snapshot.racesDescription) · \(status)\n\(body)\n"
    }
}
