import Foundation
import NIOCore
import ServiceLifecycle

/// Keeps every screen's event stream up with the hub: at each change it makes the board's event
/// once and hands the one buffer to the fan-out, which writes it to each stream from its own
/// event loop; when the hub nudges with the board unchanged, it sends every stream a comment.
/// On shutdown, and when the hub finishes, it ends every stream, so the server can close.
struct EventStreamService: Service {
    let hub: BoardHub
    let streams: EventStreamFanOut
    /// The board's events, made once per change and second.
    let rendered: RenderedBoard
    /// The wall clock the countdowns are worked out from.
    let now: @Sendable () -> Date

    func run() async throws {
        await cancelWhenGracefulShutdown { await follow() }
        streams.finish()
    }

    private func follow() async {
        var sent = hub.current.version
        for await _ in hub.follow() {
            let current = hub.current
            if current.version == sent {
                streams.sendToAll(EventStreamSource.keepAlive)
            } else {
                sent = current.version
                streams.send(rendered.event(for: current, at: now()), version: current.version)
            }
        }
    }
}
