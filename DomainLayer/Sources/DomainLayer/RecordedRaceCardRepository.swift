import DataLayer
import Foundation
import SharedUtils

/// A `RaceCardRepository` over the demo's recorded cards: the cards of the races that have one,
/// and `RaceCardFetchError.noRecordedCard` for the other races of the demo's day.
public struct RecordedRaceCardRepository: RaceCardRepository {
    /// How long after its start a race is still offered as one that has a card.
    static let offeredAfterStart: TimeInterval = 60 * 60

    private let service: RecordedRaceCardService

    /// Creates a repository over `service`.
    public init(service: RecordedRaceCardService) {
        self.service = service
    }

    /// The card of the demo race `raceID`.
    /// - Throws: `RaceCardFetchError.noRecordedCard` for a race of the demo's day without a card,
    ///   `unknownRace` for an id that is not the demo's.
    public func raceCard(raceID: String) async throws -> RaceCard {
        let lookup: RecordedRaceCardService.Lookup
        do {
            lookup = try service.lookUp(raceID: raceID)
        } catch {
            // Only a damaged built-in card fails here, and a test rules that out.
            throw RaceCardFetchError.fetch(
                .invalidResponse(reason: "the demo's recorded race card is damaged"))
        }
        switch lookup {
        case .card(let response):
            return try RaceCard(response: response)
        case .noCard(let summary):
            guard let race = Race(summary: summary) else {
                throw RaceCardFetchError.unknown(raceID: summary.raceID)
            }
            throw RaceCardFetchError.noRecordedCard(race: race)
        case .unknownRace:
            throw RaceCardFetchError.unknown(raceID: raceID)
        }
    }

    /// The races that have cards, each on the first day it starts no more than an hour ago, in
    /// start order: a finished race shows its results for that hour.
    public func racesWithCards() -> [Race] {
        service.racesWithCards(startedWithin: Self.offeredAfterStart).compactMap(Race.init(summary:))
    }
}
