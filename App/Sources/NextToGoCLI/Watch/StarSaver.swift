import DomainLayer
import PresentationLayer
import Synchronization

/// Saves the stars `s` asks for in watch mode off the loop's thread, one save at a time.
///
/// A save waits for the config file's lock, up to about 5 s while another nexttogo holds it; on
/// the loop's thread that wait froze the screen and kept `q` from quitting. So the loop only asks,
/// with `request(_:)`, which returns at once; `run(post:)`, a task of the session, saves and posts
/// `.starSaved` or `.starFailed` to the loop's inbox, as the session posts the race card follower's cards.
/// Toggles asked for while a save waits are coalesced (`PendingStarToggles`). When the session
/// ends, the task is cancelled and a save still waiting for the lock gives up before it has read
/// or written anything; a save under way finishes, and the store saves atomically.
final class StarSaver: Sendable {
    /// Raised once the session ends, for the lock's wait to see from the saving thread.
    private final class Ending: Sendable {
        private let raised = Atomic(false)

        var isRaised: Bool { raised.load(ordering: .relaxed) }

        func raise() {
            raised.store(true, ordering: .relaxed)
        }
    }

    private let toggle: MeetingStarToggle
    private let ending = Ending()
    private let pending = Mutex(PendingStarToggles())
    /// One element for any number of requests not yet looked at: the saver then takes them all.
    private let wakeUps: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation

    /// A saver that keeps the stars in `store`, waiting for its lock as patiently as `store`
    /// says but no longer than the session lasts.
    init(store: StarStore) {
        toggle = MeetingStarToggle(store: store.givingUp { [ending] in ending.isRaised })
        (wakeUps, wake) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Asks for the star of the meeting called `meetingName` to be switched; never waits.
    func request(_ meetingName: String) {
        pending.withLock { $0.add(meetingName) }
        wake.yield()
    }

    /// Saves what is asked for, posting each outcome with `post`, until the task is cancelled.
    ///
    /// A save blocks (a file lock, then an atomic rename), so it runs on a thread of its own: a
    /// wait for the lock holds neither the loop's thread nor one of the pool's, which the session
    /// needs to end.
    func run(post: @Sendable (WatchInput) -> Void) async {
        for await _ in wakeUps {
            let meetingNames = pending.withLock { $0.takeAll() }
            guard !meetingNames.isEmpty else { continue }
            let outcomes = await withTaskCancellationHandler {
                await DedicatedThread.run(named: "nexttogo-stars") { [toggle] in
                    meetingNames.map { toggle.event(toggling: $0) }
                }
            } onCancel: {
                ending.raise()
            }
            // A save given up because the session ended has no one to tell.
            guard !Task.isCancelled else { return }
            for outcome in outcomes {
                post(.event(outcome))
            }
        }
    }
}
