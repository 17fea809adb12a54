import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Requests for `/api/board` at a steady rate for a while, on a few keep-alive connections of the
/// load generator's event loops: the requests are due evenly spaced, each connection taking every
/// `connections`-th, and each answer's latency is counted from when its request was due.
struct BoardRequestLoad {
    let group: any EventLoopGroup
    let port: Int
    let requestsPerSecond: Int
    let duration: Duration
    /// Enough that an answer of a few milliseconds never holds up the next request due.
    let connections = 8

    /// Opens the connections, makes the requests, waits up to 2 s for the last answers and closes.
    /// - Throws: When a connection cannot be opened.
    func run() async throws -> BoardRequestTally.Counts {
        let tally = BoardRequestTally()
        let interval = TimeAmount.nanoseconds(1_000_000_000 / Int64(requestsPerSecond))
        // Time to connect before the first request is due.
        let clock = ContinuousClock()
        let ending = clock.now.advanced(by: duration + .milliseconds(200))
        let origin = NIODeadline.now()
        let wallClockAtOrigin = Date().timeIntervalSince1970
        let first = origin + .milliseconds(200)
        let end = first + .nanoseconds(Int64(duration / .nanoseconds(1)))
        var channels: [any Channel] = []
        for connection in 0..<connections {
            let schedule = BoardRequestHandler.Schedule(
                first: first + interval * Int64(connection), interval: interval * Int64(connections),
                end: end,
                wallClockAtOrigin: wallClockAtOrigin, origin: origin)
            let channel = try await LoopbackHTTPConnection.open(group: group, port: port) {
                BoardRequestHandler(schedule: schedule, tally: tally)
            }
            .get()
            channels.append(channel)
        }
        try await Task.sleep(until: ending)
        let drainDeadline = clock.now.advanced(by: .seconds(2))
        while clock.now < drainDeadline {
            let counts = tally.current
            if counts.answered + counts.failed >= counts.sent { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        for channel in channels {
            try? await channel.close()
        }
        return tally.current
    }
}
