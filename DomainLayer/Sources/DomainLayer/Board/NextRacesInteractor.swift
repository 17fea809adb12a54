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
    /// The board for `filter` as `snapshots(for:stars:layout:limit:control:)` makes it, for a
    /// board nothing steers (the one-shot table, the plain log).
    public func snapshots(for filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int)
        -> Snapshots
    {
        snapshots(for: filter, stars: stars, layout: layout, limit: limit, control: NextRacesControl())
    }

    /// The first board for `filter`, as `snapshots(for:stars:layout:limit:)` makes it, once its
    /// first fetch has ended; nil when the task was cancelled first. What the one-shot table shows.
    public func firstSnapshot(
        for filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int
    )
        async -> NextRacesSnapshot?
    {
        for await snapshot in snapshots(for: filter, stars: stars, layout: layout, limit: limit) {
            return snapshot
        }
        return nil
    }
}
