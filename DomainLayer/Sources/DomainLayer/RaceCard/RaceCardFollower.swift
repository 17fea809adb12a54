import Foundation
import SharedUtils
import Synchronization

/// Follows the race card a person has open: from `open(raceID:)` to `close()` its interactor
/// fetches it at once, every 30 seconds and on `refresh()`, and `run(receive:)` hands on each
/// snapshot; while no card is open, nothing is fetched. Opening and closing are commands in a
/// `CommandMailbox`, which `run` takes between cards.
public final class RaceCardFollower: Sendable {
    /// What the person asked for.
    private enum Command {
        /// Follow the card of the race with this id, steered by this control.
        case open(raceID: String, control: RaceCardControl)
        /// Follow no card.
        case close
    }

    /// Follows one card's snapshots, handing each to the closure, until the task is cancelled.
    private typealias Follow =
        @Sendable (String, RaceCardControl, @escaping @Sendable (RaceCardSnapshot) -> Void) async -> Void

    private let follow: Follow
    private let commands = CommandMailbox<Command>()
    /// The control of the card open last, which `refresh()` steers at once.
    private let openControl = Mutex<RaceCardControl?>(nil)

    /// A follower of the cards that `repository` gives, on `clock`'s schedule, dated by `dates`.
    public init(repository: any RaceCardRepository, clock: any Clock<Duration>, dates: DateSource) {
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
    public func open(raceID: String) {
        let control = RaceCardControl()
        openControl.withLock { $0 = control }
        commands.send(.open(raceID: raceID, control: control))
    }

    /// Asks the open card, if any, to fetch again now.
    public func refresh() {
        openControl.withLock { $0 }?.refresh()
    }

    /// Closes the open card, which stops its fetches.
    public func close() {
        openControl.withLock { $0 = nil }
        commands.send(.close)
    }

    /// Fetches the open card and hands each snapshot to `receive`, following `open` and
    /// `close`, until the task is cancelled.
    public func run(receive: @escaping @Sendable (RaceCardSnapshot) -> Void) async {
        await commands.run(
            following: { (request: (raceID: String, control: RaceCardControl)) in
                await self.follow(request.raceID, request.control, receive)
            },
            applying: { _, command in
                switch command {
                case .open(let raceID, let control): (raceID, control)
                case .close: nil
                }
            })
    }
}
