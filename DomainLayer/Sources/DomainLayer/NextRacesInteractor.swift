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
