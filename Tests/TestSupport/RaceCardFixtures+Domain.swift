import DataLayer
import DomainLayer
import Foundation
import SharedUtils

extension RaceCardFixtures {
    /// Answers every request with one recorded card's body, decoded.
    private struct RecordedService: RaceCardService {
        let body: Data

        func raceCard(raceID: String) async throws(FetchFailure) -> RaceCardResponse? {
            try RaceCardResponseDecoder.decode(body, raceID: raceID)
        }
    }

    /// `card` as the program's domain card, decoded and mapped as the live feed's is.
    public static func raceCard(of card: Card) async throws -> RaceCard {
        try await RaceCardServiceRepository(service: RecordedService(body: data(of: card))).raceCard(
            raceID: card.raceID)
    }
}
