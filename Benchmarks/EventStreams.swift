import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The benchmark's screens: event streams (serve's `/events`, or an Nchan subscriber location) from
/// a server on 127.0.0.1, opened a batch at a time on the load generator's event loops (no thread
/// per stream), held open and closed together.
final class EventStreams: Sendable {
    /// What every stream has seen.
    let tally = EventStreamTally()
    private let group: any EventLoopGroup
    private let port: Int
    private let path: String
    private let pageFirst: String?
    private let channels = Mutex<[any Channel]>([])

    /// Connections asked for at once: a server's listen backlog holds a few hundred.
    static let batchSize = 100

    /// Streams of `path` from the server on `port`, run on `group`, each asked for after
    /// `pageFirst` on its connection when given (as a browser's may be).
    init(group: any EventLoopGroup, port: Int, path: String = "/events", pageFirst: String? = nil) {
        self.group = group
        self.port = port
        self.path = path
        self.pageFirst = pageFirst
    }

    /// Opens `count` more streams and waits until each has had its first board.
    /// - Throws: When a connection fails, or `BenchmarkFailure` when not every stream has a board
    ///   within `limit`.
    func open(_ count: Int, within limit: Duration) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        let wanted = tally.followingCount + count
        for batchStart in stride(from: 0, to: count, by: Self.batchSize) {
            let connecting = (batchStart..<min(count, batchStart + Self.batchSize)).map { _ in connect() }
            for future in connecting {
                let channel = try await future.get()
                channels.withLock { $0.append(channel) }
            }
        }
        while tally.followingCount < wanted {
            guard clock.now < deadline else {
                throw BenchmarkFailure(
                    "only \(tally.followingCount) of \(wanted) event streams had a board after \(limit)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Closes every stream.
    func closeAll() async {
        let open = channels.withLock { channels in
            defer { channels = [] }
            return channels
        }
        for channel in open {
            try? await channel.close()
        }
    }

    private func connect() -> EventLoopFuture<any Channel> {
        let index = tally.add()
        let (tally, path, pageFirst) = (tally, path, pageFirst)
        return LoopbackHTTPConnection.open(group: group, port: port) {
            EventStreamHandler(index: index, path: path, tally: tally, pageFirst: pageFirst)
        }
    }
}
