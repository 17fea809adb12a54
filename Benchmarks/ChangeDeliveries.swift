/// How the board's changes reached the screens: for each change and each stream, how long after
/// the change the stream received a board that showed it.
struct ChangeDeliveries {
    /// The changes counted: those after every stream had its first board.
    let changes: Int
    /// Streams times changes: the deliveries there should have been.
    let expected: Int
    /// The deliveries that came at all.
    let received: Int
    /// The deliveries that came within `limit`.
    let onTime: Int
    /// The longest a delivery took, in seconds; 0 when none came.
    let slowest: Double
    /// The middle delivery time, in seconds; 0 when none came.
    let median: Double

    /// Reads the streams' boards against `feed`'s timeline: change `k` is the `k`-th race leaving
    /// the board at `feed.changeDeadlines[k]`, and a stream has it from the first board whose
    /// first race comes after that one. Changes at or before `countedAfter` (Unix seconds) are
    /// left out.
    init(streams: [EventStreamTally.Stream], feed: ServeLoadFeed, countedAfter: Double, limit: Double) {
        let indexOfStart = Dictionary(feed.starts.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        // For each stream, its boards as (how many races had left, when).
        let boards = streams.map { stream in
            stream.boards.map { board in
                (left: board.firstStart.flatMap { indexOfStart[$0] } ?? -1, at: board.at)
            }
        }
        var delays: [Double] = []
        var changes = 0
        var expected = 0
        for (change, deadline) in feed.changeDeadlines.enumerated() where Double(deadline) > countedAfter {
            changes += 1
            for stream in boards {
                expected += 1
                if let board = stream.first(where: { $0.left > change }) {
                    delays.append(board.at - Double(deadline))
                }
            }
        }
        delays.sort()
        self.changes = changes
        self.expected = expected
        received = delays.count
        onTime = delays.count { $0 <= limit }
        slowest = delays.last ?? 0
        median = delays.isEmpty ? 0 : delays[delays.count / 2]
    }
}
