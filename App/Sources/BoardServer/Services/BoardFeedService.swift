import DomainLayer
import Foundation
import PresentationLayer
import ServiceLifecycle

/// The one poll behind every screen: follows the board's snapshots into the hub, nudges the
/// hub's followers every `keepAlive` so proxies keep their streams open, and says in one line
/// when the feed fails and when it recovers. On shutdown it finishes the hub, ending what follows
/// it (the event streams' service, the publisher), so the server can close.
struct BoardFeedService<Snapshots: AsyncSequence<NextRacesSnapshot, Never> & Sendable>: Service {
    let snapshots: Snapshots
    let hub: BoardHub
    /// How often an idle screen hears that the server is still there.
    let keepAlive: Duration
    /// The clock the keep-alive is timed on.
    let clock: any Clock<Duration>
    /// Writes one line of the server's log.
    let log: @Sendable (String) -> Void

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await withDiscardingTaskGroup { group in
                group.addTask { await self.follow() }
                group.addTask { await self.nudge() }
            }
        }
        hub.finish()
    }

    private func follow() async {
        var wasFailing = false
        for await snapshot in snapshots {
            hub.publish(snapshot)
            if let failure = snapshot.failure, !wasFailing {
                let kept =
                    snapshot.updatedAt == nil
                    ? "no board to show yet" : "keeping the last board, marked stale"
                log("the racing API failed: \(failure.message); \(kept), and trying again")
            } else if snapshot.failure == nil, wasFailing {
                log("the racing API answers again")
            }
            wasFailing = snapshot.failure != nil
        }
    }

    private func nudge() async {
        while (try? await clock.sleep(for: keepAlive)) != nil {
            hub.nudge()
        }
    }
}
