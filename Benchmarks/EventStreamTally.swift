import Foundation
import Synchronization

/// What the benchmark's screens have seen on their `/events` streams: for each stream, whether it
/// opened, every `board` event with the first race on it and when it came, and whether it closed.
final class EventStreamTally: Sendable {
    /// One `board` event as a screen received it.
    struct Sighting: Sendable {
        /// The start, in Unix seconds, of the first race on the board sent; nil for a board with
        /// no races.
        let firstStart: Int?
        /// When the event's last byte arrived, in Unix seconds.
        let at: Double
    }

    /// One stream's story.
    struct Stream: Sendable {
        /// The response's status, once its head has come.
        var status: Int?
        var boards: [Sighting] = []
        var isClosed = false

        /// Whether it opened and has had its first board.
        var isFollowing: Bool { status == 200 && !boards.isEmpty }
    }

    private let streams = Mutex<[Stream]>([])

    /// A tally with no streams yet.
    init() {}

    /// Adds a stream not yet connected and returns its index.
    func add() -> Int {
        streams.withLock { streams in
            streams.append(Stream())
            return streams.count - 1
        }
    }

    /// Stream `index` has its response head.
    func opened(_ index: Int, status: Int) {
        streams.withLock { $0[index].status = status }
    }

    /// Stream `index` received a board.
    func received(_ sighting: Sighting, on index: Int) {
        streams.withLock { $0[index].boards.append(sighting) }
    }

    /// Stream `index` was closed, by either end.
    func closed(_ index: Int) {
        streams.withLock { $0[index].isClosed = true }
    }

    /// Every stream as it stands.
    var all: [Stream] {
        streams.withLock { $0 }
    }

    /// How many streams are open and have had their first board.
    var followingCount: Int {
        streams.withLock { $0.count { $0.isFollowing && !$0.isClosed } }
    }
}
