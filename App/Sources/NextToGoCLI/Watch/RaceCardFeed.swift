import DomainLayer
import PresentationLayer
import SharedUtils
import Synchronization

/// Fetches the race card open on the watch screen, as the view-model's effects ask: from
/// `open(raceID:)` to `close()` its interactor fetches it at once, every 30 seconds and on
/// `refresh()`, and `run(post:)` posts each snapshot to the watch loop; while no card is open,
/// nothing is fetched.
final class RaceCardFeed: Sendable {
    /// The card asked for: its race and the control that steers its schedule.
    private struct Request {
        var raceID: String
        var control: RaceCardControl
    }

    private struct State {
        /// The open card; nil while none is.
        var request: Request?
        /// Counts the changes to `request`, so `run` knows when to start over.
        var generation = 0
        /// `run`, waiting for the next change.
        var waiter: CheckedContinuation<Void, Never>?
    }

    /// Follows one card's snapshots, handing each to the closure, until the task is cancelled.
    private typealias Follow =
        @Sendable (String, RaceCardControl, @escaping @Sendable (RaceCardSnapshot) -> Void) async -> Void

    private let follow: Follow
    private let state = Mutex(State())

    /// A feed of the cards that `repository` gives, on `clock`'s schedule, dated by `dates`.
    init(repository: any RaceCardRepository, clock: any Clock<Duration>, dates: DateSource) {
        follow = Self.follower(repository: repository, clock: clock, dates: dates)
    }

    /// Follows the snapshots of an interactor over `repository` on `clock`.
    private static func follower<C: Clock<Duration>>(
        repository: any RaceCardRepository, clock: C, dates: DateSource
    ) -> Follow {
        let interactor = RaceCardInteractor(repository: repository, clock: clock, dates: dates)
        return { raceID, control, receive in
            for await snapshot in interactor.snapshots(raceID: raceID, control: control) {
                receive(snapshot)
            }
        }
    }

    /// Opens the card of the race `raceID` in place of any card open before.
    func open(raceID: String) {
        change { $0 = Request(raceID: raceID, control: RaceCardControl()) }
    }

    /// Asks the open card, if any, to fetch again now.
    func refresh() {
        state.withLock { $0.request?.control }?.refresh()
    }

    /// Closes the open card, which stops its fetches.
    func close() {
        change { $0 = nil }
    }

    /// Fetches the open card and posts each snapshot as a `WatchEvent.raceCard`, following
    /// `open` and `close`, until the task is cancelled.
    func run(post: @escaping @Sendable (WatchInput) -> Void) async {
        while !Task.isCancelled {
            let (generation, request) = state.withLock { ($0.generation, $0.request) }
            await withTaskGroup(of: Bool.self) { group in
                if let request {
                    group.addTask {
                        await self.follow(request.raceID, request.control) { post(.event(.raceCard($0))) }
                        return false
                    }
                }
                group.addTask {
                    await self.waitForChange(after: generation)
                    return true
                }
                // Only a change, or the end of the session, stops the card's fetches.
                while let changed = await group.next(), !changed {}
                group.cancelAll()
            }
        }
    }

    /// Changes the request and wakes `run`.
    private func change(_ update: (inout Request?) -> Void) {
        let waiter = state.withLock { state in
            update(&state.request)
            state.generation += 1
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Returns once the request has changed since `generation`, or the task is cancelled.
    private func waitForChange(after generation: Int) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Bool in
                    guard state.generation == generation, !Task.isCancelled else { return true }
                    state.waiter?.resume()
                    state.waiter = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }
    }
}
