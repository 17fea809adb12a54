/// Supplies a live board of the next races for a filter.
public protocol NextRacesInteractor: Sendable {
    /// The sequence of boards; it goes on until the consuming task is cancelled.
    associatedtype Snapshots: AsyncSequence<NextRacesSnapshot, Never> & Sendable

    /// The board for `filter` laid out as `layout` with at most `limit` rows (in each group),
    /// starred meetings' races placed as `stars` says, as a sequence of snapshots, steered by the
    /// commands sent to `control`.
    func snapshots(
        for filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int,
        control: NextRacesControl
    ) -> Snapshots
}

extension NextRacesInteractor {
    /// The board for `filter` as one list with at most `limit` rows, starred meetings' races
    /// placed as `stars` says, steered by `control`.
    public func snapshots(
        for filter: CategoryFilter, stars: StarPreferences, limit: Int, control: NextRacesControl
    ) -> Snapshots {
        snapshots(for: filter, stars: stars, layout: .flat, limit: limit, control: control)
    }

    /// The board for `filter` with at most `limit` rows, in start order, steered by `control`.
    public func snapshots(for filter: CategoryFilter, limit: Int, control: NextRacesControl) -> Snapshots {
        snapshots(for: filter, stars: .none, limit: limit, control: control)
    }

    /// The board for `filter` with at most `limit` rows, with no outside control.
    public func snapshots(
        for filter: CategoryFilter, stars: StarPreferences = .none, limit: Int
    ) -> Snapshots {
        snapshots(for: filter, stars: stars, limit: limit, control: NextRacesControl())
    }
}
