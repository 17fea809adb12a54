import DomainLayer
import Foundation
import NIOCore
import PresentationLayer

/// The board's bytes as every screen gets them, made once per version of the board and second of
/// the clock however many screens ask in it: its `board` event for the event streams (its markup
/// carries the server's clock, `data-now`, to the second) and its JSON records for `/api/board`
/// (`seconds_to_start` moves on with the second). A thousand streams woken by one change write
/// the same buffer.
final class RenderedBoard: Sendable {
    private let page: BoardPage
    private let madeEvent = SecondMemo<Int, ByteBuffer>()
    private let madeRecord = SecondMemo<Int, ByteBuffer>()

    /// Bytes of the board as `page` shows it.
    init(page: BoardPage) {
        self.page = page
    }

    /// The `board` event of `current` at `now`.
    func event(for current: BoardHub.Current, at now: Date) -> ByteBuffer {
        madeEvent.value(of: current.version, at: now) {
            ByteBuffer(
                string: ServerSentEvent.event("board", data: page.fragment(for: current.snapshot, at: now)))
        }
    }

    /// The JSON records of `current`'s races at `now`, as `nexttogo --json` prints them.
    func record(for current: BoardHub.Current, at now: Date) -> ByteBuffer {
        madeRecord.value(of: current.version, at: now) {
            ByteBuffer(
                string: current.snapshot.map { snapshot in
                    RaceJSONRecord.encode(snapshot.races, now: now, stars: snapshot.stars.meetings)
                } ?? "[]")
        }
    }
}
