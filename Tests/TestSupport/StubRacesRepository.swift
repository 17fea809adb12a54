import DomainLayer
import SharedUtils
import Synchronization

/// A `RacesRepository` that answers from a closure the test can swap, and records the `count`
/// and the categories of every request.
public final class StubRacesRepository: RacesRepository, Sendable {
    /// Produces the answer to one request for `count` races.
    public typealias Handler = @Sendable (_ count: Int) throws(FetchFailure) -> RaceFeedPage

    private let handler: Mutex<Handler>
    private let requests = Mutex<[(count: Int, categories: Set<RaceCategory>)]>([])

    /// Creates a stub that answers with `handler`.
    public init(_ handler: @escaping Handler) {
        self.handler = Mutex(handler)
    }

    /// Creates a stub that returns the first `count` of `races` each time.
    public convenience init(races: [Race]) {
        self.init { count in RaceFeedPage(races: Array(races.prefix(count))) }
    }

    /// Answers later requests with `handler`.
    public func respond(with handler: @escaping Handler) {
        self.handler.withLock { $0 = handler }
    }

    /// The `count` of every request so far, in order.
    public var requestedCounts: [Int] { requests.withLock { $0.map(\.count) } }

    /// The categories of every request so far, in order; empty for all of them.
    public var requestedCategories: [Set<RaceCategory>] { requests.withLock { $0.map(\.categories) } }

    /// Records the request and answers with the current handler.
    public func nextRaces(count: Int, categories: Set<RaceCategory>) async throws(FetchFailure)
        -> RaceFeedPage
    {
        requests.withLock { $0.append((count, categories)) }
        return try handler.withLock { $0 }(count)
    }
}
