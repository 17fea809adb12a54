import DomainLayer
import Foundation
import NIOCore
import PresentationLayer
import Synchronization

/// The board's bytes as every screen gets them, made once per version of the board and second of
/// the clock however many screens ask in it: its `board` event for the event streams (its markup
/// carries the server's clock, `data-now`, to the second) and its JSON records for `/api/board`
/// (`seconds_to_start` moves on with the second). A thousand streams woken by one change write
/// the same buffer.
final class RenderedBoard: Sendable {
    /// Bytes made for one version of the board in one second.
    private struct Made: Sendable {
        let version: Int
        let second: Int
        let bytes: ByteBuffer
    }

    private let page: BoardPage
    private let madeEvent = Mutex<Made?>(nil)
    private let madeRecord = Mutex<Made?>(nil)

    /// Bytes of the board as `page` shows it.
    init(page: BoardPage) {
        self.page = page
    }

    /// The `board` event of `current` at `now`.
    func event(for current: BoardHub.Current, at now: Date) -> ByteBuffer {
        Self.memo(madeEvent, current, now) {
            ServerSentEvent.event("board", data: page.fragment(for: current.snapshot, at: now))
        }
    }

    /// The JSON records of `current`'s races at `now`, as `nexttogo --json` prints them.
    func record(for current: BoardHub.Current, at now: Date) -> ByteBuffer {
        Self.memo(madeRecord, current, now) {
            current.snapshot.map { snapshot in
                RaceJSONRecord.encode(snapshot.races, now: now, stars: snapshot.stars.meetings)
            } ?? "[]"
        }
    }

    private static func memo(
        _ made: borrowing Mutex<Made?>, _ current: BoardHub.Current, _ now: Date, make: () -> String
    ) -> ByteBuffer {
        let second = Int(now.timeIntervalSince1970.rounded(.down))
        if let made = made.withLock({ $0 }), made.version == current.version, made.second == second {
            return made.bytes
        }
        let bytes = ByteBuffer(string: make())
        made.withLock { $0 = Made(version: current.version, second: second, bytes: bytes) }
        return bytes
    }
}
