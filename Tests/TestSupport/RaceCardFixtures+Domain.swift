import DataLayer
import DomainLayer
import Foundation

extension RaceCardFixtures {
    /// Answers every request with one recorded card's body, decoded.
    private struct RecordedService: RaceCardService {
        let card: Card

        func raceCard(raceID: String) async throws -> RaceCardResponse? {
            try RaceCardResponseDecoder.decode(RaceCardFixtures.data(of: card), raceID: raceID)
        }
    }

    /// `card` as the program's domain card, decoded and mapped as the live feed's is.
    public static func raceCard(of card: Card) async throws -> RaceCard {
        try await RaceCardServiceRepository(service: RecordedService(card: card)).raceCard(
            raceID: card.raceID)
    }
}
