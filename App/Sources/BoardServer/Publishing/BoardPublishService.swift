import Foundation
import ServiceLifecycle

/// `serve --publish`: sends each new board, the bytes `/api/board` answers, to a channel (an
/// Nchan publisher location) that fans it out to any number of screens. It publishes the board
/// once the racing API has answered, then each change; a failed post is tried again after a
/// doubling wait (1 s up to 30 s), reported once in the log and on `/healthz` until one gets
/// through, and never holds up the poll or the server's own screens (it follows the hub as a
/// stream that keeps only the latest change). At each keep-alive it asks whether the channel still
/// holds the board, and publishes it again when not: Nchan restarted with its memory empty.
struct BoardPublishService: Service {
    let hub: BoardHub
    /// The board's bytes, as `/api/board` answers them.
    let rendered: RenderedBoard
    let channel: any BoardChannel
    let status: PublishStatus
    /// The clock the waits between tries are timed on.
    let clock: any Clock<Duration>
    /// The wall clock the countdowns in the board's records are worked out from.
    let now: @Sendable () -> Date
    /// Writes one line of the server's log.
    let log: @Sendable (String) -> Void

    /// The first wait after a failed post, and the longest.
    static let firstRetry = Duration.seconds(1)
    static let longestRetry = Duration.seconds(30)

    func run() async throws {
        await cancelWhenGracefulShutdown { await publish() }
    }

    /// The wait after `failures` failed posts in a row: 1 s, doubling, at most `longestRetry`.
    static func retryDelay(afterFailures failures: Int) -> Duration {
        let doublings = min(max(failures - 1, 0), 16)
        return min(firstRetry * (1 << doublings), longestRetry)
    }

    private func publish() async {
        var changes = hub.follow().makeAsyncIterator()
        var published: Int?
        var failures = 0
        while !Task.isCancelled {
            let current = hub.current
            if current.snapshot?.updatedAt != nil, current.version != published {
                do throws(PublishFailure) {
                    try await channel.publish(rendered.record(for: current, at: now()))
                    published = current.version
                    if failures > 0 { log("publishing the board to \(channel.location) works again") }
                    failures = 0
                    status.record(nil)
                } catch {
                    failures += 1
                    if failures == 1 {
                        log(
                            "cannot publish the board: \(error.message); the screens of this server are not held up, and trying again"
                        )
                    }
                    status.record(error.message)
                    guard (try? await clock.sleep(for: Self.retryDelay(afterFailures: failures))) != nil
                    else { return }
                    continue
                }
            }
            guard await changes.next() != nil else { return }
            // A wake with the board unchanged is the keep-alive: a channel that lost its message
            // (Nchan restarted, its memory empty) gets the board again.
            if hub.current.version == published, (try? await channel.heldMessages()).map({ $0 > 0 }) != true {
                published = nil
            }
        }
    }
}
