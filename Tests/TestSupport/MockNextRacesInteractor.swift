import DomainLayer
import Synchronization

/// A `NextRacesInteractor` that yields a scripted list of snapshots and records what it was
/// asked for.
public final class MockNextRacesInteractor: NextRacesInteractor, Sendable {
    private let script: [NextRacesSnapshot]
    private let requests = Mutex<[(filter: CategoryFilter, stars: StarPreferences, limit: Int)]>([])

    /// Creates a mock that yields `snapshots` in order, then ends.
    public init(snapshots: [NextRacesSnapshot]) {
        script = snapshots
    }

    /// The filter, stars and limit of every `snapshots(for:stars:limit:control:)` call.
    public var requestedBoards: [(filter: CategoryFilter, stars: StarPreferences, limit: Int)] {
        requests.withLock { $0 }
    }

    /// Records the request and yields the script.
    public func snapshots(
        for filter: CategoryFilter, stars: StarPreferences, limit: Int, control: NextRacesControl
    ) -> AsyncStream<NextRacesSnapshot> {
        requests.withLock { $0.append((filter, stars, limit)) }
        let (stream, continuation) = AsyncStream<NextRacesSnapshot>.makeStream()
        for snapshot in script {
            continuation.yield(snapshot)
        }
        continuation.finish()
        return stream
    }
}
