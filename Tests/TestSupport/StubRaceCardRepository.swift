import DomainLayer
import Synchronization

/// A `RaceCardRepository` that answers from a closure the test can swap, and records the race id
/// of every request.
public final class StubRaceCardRepository: RaceCardRepository, Sendable {
    /// Produces the answer to one request for a race's card.
    public typealias Handler = @Sendable (_ raceID: String) throws(RaceCardFetchError) -> RaceCard

    private let handler: Mutex<Handler>
    private let ids = Mutex<[String]>([])

    /// Creates a stub that answers with `handler`.
    public init(_ handler: @escaping Handler) {
        self.handler = Mutex(handler)
    }

    /// Answers later requests with `handler`.
    public func respond(with handler: @escaping Handler) {
        self.handler.withLock { $0 = handler }
    }

    /// The race id of every request so far, in order.
    public var requestedIDs: [String] { ids.withLock { $0 } }

    /// Records `raceID` and answers with the current handler.
    public func raceCard(raceID: String) async throws(RaceCardFetchError) -> RaceCard {
        ids.withLock { $0.append(raceID) }
        return try handler.withLock { $0 }(raceID)
    }
}
