import DomainLayer

/// The plain change log's rule of what changed: a race added or dropped, another filter, new
/// data or a change of fault make a new block; a board that only ticked does not.
public struct BoardChangeRule: Sendable {
    /// What makes two boards the same for the log.
    private struct Signature: Equatable {
        var raceIDs: [String]
        var filter: CategoryFilter
        var updatedAt: Double?
        var staleLabel: String?
    }

    /// A board the log writes a block for.
    public struct Change: Sendable, Equatable {
        /// True for the first block of the log.
        public var isFirst: Bool
        /// The block's heading after the time, such as `races · updated 14:03:05`.
        public var heading: String
    }

    private var last: Signature?

    /// A rule that has seen no board yet.
    public init() {}

    /// The change `snapshot`, shown as `state`, makes; nil when nothing a reader cares about
    /// changed.
    public mutating func change(for snapshot: NextRacesSnapshot, state: ScreenState) -> Change? {
        let signature = Signature(
            raceIDs: snapshot.races.map(\.id), filter: snapshot.filter,
            updatedAt: snapshot.updatedAt?.timeIntervalSince1970, staleLabel: snapshot.failure?.shortLabel)
        guard signature != last else { return nil }
        defer { last = signature }
        let status: String
        switch state {
        case .ready(let board): status = board.statusText
        case .failed(_, _, let retry): status = "failed" + RetryWording.clause(retry)
        case .empty, .loading: status = snapshot.updatedAt == nil ? "waiting" : "up to date"
        }
        return Change(isFirst: last == nil, heading: "\(snapshot.racesDescription) · \(status)")
    }
}
