import DataLayer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// The program's path from a response body to the text on screen, through the real types of every
/// layer: decode, map to domain races, pick the board (drop, sort, top five), make the row
/// view-models and lay out the table.
struct RacePipeline {
    /// The filter the benchmark shows: two of the three categories.
    static let filter = CategoryFilter([.horse, .greyhound])
    /// How many rows the board shows.
    static let limit = 5

    private let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)

    /// The table for `body` as it stands at `now`.
    func render(_ body: Data, at now: Date) async throws -> String {
        let rows = try await board(body, at: now).map { RaceRowViewModel(race: $0, now: now, clock: clock) }
        return RaceTableLayout.lines(for: rows, width: nil).map(\.text).joined(separator: "\n")
    }

    /// The meeting and race number of each row, such as `Pakenham R4`, for checking other tools'
    /// answers against this one.
    func rowKeys(_ body: Data, at now: Date) async throws -> [String] {
        try await board(body, at: now).map { "\($0.meetingName) R\($0.raceNumber)" }
    }

    /// The races on the board for `body` at `now`: decoded, made domain races, dropped, filtered
    /// and the first five in start order.
    private func board(_ body: Data, at now: Date) async throws -> [Race] {
        let page = try await RacesServiceRepository(service: BodyRacesService(body: body))
            .nextRaces(count: Self.limit)
        return RaceBoard.top(Self.limit, of: page.races, matching: Self.filter, at: now)
    }
}

/// A `RacesService` whose every answer is the decoding of one body.
private struct BodyRacesService: RacesService {
    let body: Data

    func nextRaces(count: Int, categoryIDs _: [String]) async throws(FetchFailure) -> NextRacesResponse {
        try NextRacesResponseDecoder.decode(body)
    }
}
