import DataLayer
import Foundation
import SharedUtils
import Synchronization

/// A `RacesService` that answers from a script of outcomes, the last repeated, and counts its
/// requests: an outcome is the number of races to answer with, or the error to throw.
public final class StubRacesService: RacesService, Sendable {
    private let outcomes: Mutex<[Result<Int, FetchFailure>]>
    private let asked = Mutex(0)

    /// Creates a stub that answers with `outcomes` in turn, then the last for ever.
    public init(_ outcomes: [Result<Int, FetchFailure>]) {
        precondition(!outcomes.isEmpty, "a stub needs an outcome")
        self.outcomes = Mutex(outcomes)
    }

    /// How many requests it has had.
    public var requestCount: Int { asked.withLock { $0 } }

    /// The next outcome: that many races named `r0`, `r1` …, or its error.
    public func nextRaces(count: Int, categoryIDs _: [String]) async throws(FetchFailure) -> NextRacesResponse
    {
        asked.withLock { $0 += 1 }
        let outcome = outcomes.withLock { outcomes in
            outcomes.count > 1 ? outcomes.removeFirst() : outcomes[0]
        }
        let races = try outcome.get()
        return NextRacesResponse(
            raceSummaries: (0..<races).map { index in
                RaceSummary(
                    raceID: "r\(index)", raceName: "", raceNumber: index + 1, meetingName: "Ascot",
                    categoryID: "c", advertisedStart: Date(timeIntervalSince1970: 1_768_442_400))
            })
    }
}
