import DataLayer
import Foundation
import SharedUtils

/// A `RaceCardRepository` over the demo's recorded cards: each race of the demo's day shows the
/// recorded card of its category, naming the race it was recorded from, and a race of a category
/// without one is `RaceCardFetchError.noRecordedCard`.
public struct RecordedRaceCardRepository: RaceCardRepository {
    private let service: RecordedRaceCardService

    /// Creates a repository over `service`.
    public init(service: RecordedRaceCardService) {
        self.service = service
    }

    /// A recording's: the demo's racing day.
    public var origin: FeedOrigin { .recorded }

    /// The card of the demo race `raceID`.
    /// - Throws: `RaceCardFetchError.noRecordedCard` for a race of the demo's day without a card,
    ///   `unknownRace` for an id that is not the demo's.
    public func raceCard(raceID: String) async throws(RaceCardFetchError) -> RaceCard {
        try raceCard(raceID: raceID, at: nil)
    }

    /// The card of the demo race `raceID` as it stood at `moment` (nil: now), so the demo can
    /// replay how its prices moved.
    /// - Throws: as `raceCard(raceID:)`.
    public func raceCard(raceID: String, at moment: Date?) throws(RaceCardFetchError) -> RaceCard {
        let lookup = moment.map { service.lookUp(raceID: raceID, at: $0) } ?? service.lookUp(raceID: raceID)
        switch lookup {
        case .card(let response, let origin):
            return try RaceCard(response: response, recordedFrom: origin)
        case .noCard(let summary):
            guard let race = Race(summary: summary) else {
                throw .unknown(raceID: summary.raceID, origin: origin)
            }
            throw .noRecordedCard(race: race)
        case .unknownRace:
            throw .unknown(raceID: raceID, origin: origin)
        }
    }
}
