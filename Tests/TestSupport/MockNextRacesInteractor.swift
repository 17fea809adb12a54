import DomainLayer
import Synchronization

/// A `NextRacesInteractor` that yields a scripted list of snapshots and records what it was
/// asked for.
public final class MockNextRacesInteractor: NextRacesInteractor, Sendable {
    /// What one `snapshots(for:stars:layout:limit:control:)` call asked for.
    public typealias BoardRequest = (
        filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int
    )

    private let script: [NextRacesSnapshot]
    private let requests = Mutex<[BoardRequest]>([])

    /// Creates a mock that yields `snapshots` in order, then ends.
    public init(snapshots: [NextRacesSnapshot]) {
        script = snapshots
    }

    /// The filter, stars, layout and limit of every `snapshots(for:stars:layout:limit:control:)`
    /// call.
    public var requestedBoards: [BoardRequest] {
        requests.withLock { $0 }
    }

    /// Records the request and yields the script.
    public func snapshots(
        for filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int,
        control: NextRacesControl
    ) -> AsyncStream<NextRacesSnapshot> {
        requests.withLock { $0.append((filter, stars, layout, limit)) }
        let (stream, continuation) = AsyncStream<NextRacesSnapshot>.makeStream()
        for snapshot in script {
            continuation.yield(snapshot)
        }
        continuation.finish()
        return stream
    }
}
