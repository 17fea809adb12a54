import BoardServer
import DomainLayer
import Foundation
import TestSupport

/// A `BoardServer` running in the test's process on a free port of 127.0.0.1, showing the boards
/// the test sends it; `stop()` ends it.
final class RunningBoardServer: Sendable {
    let port: Int
    private let boards: AsyncStream<NextRacesSnapshot>.Continuation
    private let task: Task<Void, any Error>

    /// Feeds that never answer, for a test of the board alone.
    static let silentRacing = RacingFeeds(
        followDay: { _ in await Task.neverEnding() }, followCard: { _, _ in await Task.neverEnding() })

    /// Starts a server with `limits`, its wall clock at `now` and its keep-alive on `clock`, start
    /// times in UTC, its racing day and race cards from `racing`, publishing each board to
    /// `publishURL` when given, its page following `eventsPath`, on `port` (0: a free one).
    init(
        now: Date, limits: ServerLimits = .standard, clock: any Clock<Duration> = ContinuousClock(),
        racing: RacingFeeds = silentRacing, publishURL: URL? = nil, eventsPath: String = "/events",
        port: Int = 0
    ) async throws {
        let (snapshots, boards) = AsyncStream.makeStream(of: NextRacesSnapshot.self)
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        let server = BoardServer(
            ServeArguments(
                host: "127.0.0.1", port: port, timeZone: TimeZone(identifier: "UTC")!, now: { now },
                limits: limits,
                clock: clock, publishURL: publishURL, eventsPath: eventsPath, log: { _ in }),
            snapshots: snapshots, racing: racing)
        task = Task {
            // A server that fails before it listens ends the wait for its port at once.
            defer { listening.finish() }
            try await server.run(onListening: { port in
                listening.yield(port)
                listening.finish()
            })
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            throw LoopbackConnection.Failure(description: "no port")
        }
        self.port = port
        self.boards = boards
    }

    /// Hands the server's poller a new board.
    func show(_ board: NextRacesSnapshot) {
        boards.yield(board)
    }

    /// Stops the server (its task cancelled) and waits for it to end.
    func stop() async throws {
        task.cancel()
        try await task.value
    }
}

extension Task where Success == Never, Failure == Never {
    /// Waits until the task is cancelled.
    static func neverEnding() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(3_600))
        }
    }
}
