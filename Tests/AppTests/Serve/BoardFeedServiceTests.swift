import DomainLayer
import Foundation
import SharedUtils
import Synchronization
import TestSupport
import Testing

@testable import BoardServer

/// The server's log: one line when the racing API starts failing and one when it answers again,
/// never one per board.
@Suite(.timeLimit(.minutes(2))) struct BoardFeedServiceTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    /// The lines a feed service logs.
    private final class LoggedLines: Sendable {
        let lines = Mutex<[String]>([])
    }

    /// A feed service following `boards`, its hub, and the lines it logs; `boards` is finished.
    private func following(_ boards: [NextRacesSnapshot]) -> (
        hub: BoardHub, logged: LoggedLines, task: Task<Void, any Error>
    ) {
        let (snapshots, stream) = AsyncStream.makeStream(of: NextRacesSnapshot.self)
        let logged = LoggedLines()
        let hub = BoardHub()
        let feed = BoardFeedService(
            snapshots: snapshots, hub: hub, keepAlive: .seconds(20), clock: ManualClock(),
            log: { line in logged.lines.withLock { $0.append(line) } })
        for board in boards { stream.yield(board) }
        stream.finish()
        return (hub, logged, Task { try await feed.run() })
    }

    @Test func aFailureIsOneLineAndTheRecoveryAnother() async throws {
        let race = RaceFactory.race("r1", startsIn: 600, from: now)
        let good = NextRacesSnapshot(races: [race], filter: .all, limit: 5, takenAt: now, updatedAt: now)
        var failing = good
        failing.failure = .unreachable(host: "api.neds.com.au")

        let (hub, log, task) = following([good, failing, failing, failing, good, good])
        while hub.current.version < 3 || log.lines.withLock({ $0.count }) < 2 { await Task.yield() }
        task.cancel()
        _ = try? await task.value

        let logged = log.lines.withLock { $0 }
        #expect(logged.count == 2, "\(logged)")
        #expect(logged.first?.hasPrefix("the racing API failed: ") == true)
        #expect(logged.first?.hasSuffix("; keeping the last board, marked stale, and trying again") == true)
        #expect(logged.last == "the racing API answers again")
    }

    @Test func aFailureBeforeAnyBoardSaysThereIsNoneToShowYet() async throws {
        var failing = NextRacesSnapshot(races: [], filter: .all, limit: 5, takenAt: now, updatedAt: nil)
        failing.failure = .unreachable(host: "api.neds.com.au")

        let (_, logged, task) = following([failing])
        while logged.lines.withLock({ $0.isEmpty }) { await Task.yield() }
        task.cancel()
        _ = try? await task.value

        #expect(
            logged.lines.withLock { $0 } == [
                "the racing API failed: cannot reach api.neds.com.au (are you offline?); no board to show yet, "
                    + "and trying again"
            ])
    }
}
