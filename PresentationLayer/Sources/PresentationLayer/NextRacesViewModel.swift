import DomainLayer
import Foundation
import SharedUtils

/// Turns the interactor's snapshots into screen states.
public struct NextRacesViewModel<Interactor: NextRacesInteractor>: Sendable {
    private let interactor: Interactor
    private let presenter: BoardPresenter

    /// Creates a view-model over `interactor`, showing times in `timeZone`.
    public init(interactor: Interactor, timeZone: TimeZone) {
        self.interactor = interactor
        presenter = BoardPresenter(timeZone: timeZone)
    }

    /// The board's snapshots for `filter`, `stars`, `layout` and `limit`, from the interactor,
    /// steered by `control`; a board nothing steers (the one-shot table, the plain log) leaves
    /// `control` out.
    public func snapshots(
        for filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int,
        control: NextRacesControl = NextRacesControl()
    ) -> Interactor.Snapshots {
        interactor.snapshots(for: filter, stars: stars, layout: layout, limit: limit, control: control)
    }

    /// The screen for `snapshot` at `now`; `nil` means nothing has arrived yet. Countdowns are
    /// worked out from `now`, so calling this every second makes them tick.
    public func screenState(for snapshot: NextRacesSnapshot?, at now: Date) -> ScreenState {
        presenter.screenState(for: snapshot, at: now)
    }
}
