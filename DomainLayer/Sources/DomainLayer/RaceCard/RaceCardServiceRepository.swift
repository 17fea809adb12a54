import DataLayer
import Foundation
import SharedUtils

/// A `RaceCardRepository` backed by a DataLayer `RaceCardService`: the one place where wire race
/// cards become domain cards, and a `FetchFailure` the card's own error.
public struct RaceCardServiceRepository: RaceCardRepository {
    private let service: any RaceCardService

    /// Creates a repository over `service`: the live API.
    public init(service: any RaceCardService) {
        self.service = service
    }

    /// Fetches the card from the service and maps it into a domain card.
    public func raceCard(raceID: String) async throws(RaceCardFetchError) -> RaceCard {
        let response: RaceCardResponse?
        do {
            response = try await service.raceCard(raceID: raceID)
        } catch {
            throw .fetch(error)
        }
        guard let response else {
            throw .unknown(raceID: raceID, origin: origin)
        }
        return try RaceCard(response: response)
    }
}

extension RaceCard {
    /// The domain card for a wire card, with its text made safe to print; `recordedFrom` names
    /// the race a demo card was recorded from.
    /// - Throws: `RaceCardFetchError.fetch` with an invalid response when the race's category is
    ///   not one the program knows or its meeting has no printable name.
    init(response: RaceCardResponse, recordedFrom: RaceCardRecording? = nil) throws(RaceCardFetchError) {
        guard RaceCategory(categoryID: response.categoryID) != nil else {
            throw .fetch(.invalidResponse(reason: "the race's category is not horse, greyhound or harness"))
        }
        guard
            let race = Race(
                id: response.race.id, categoryID: response.categoryID, meetingName: response.meetingName,
                number: response.race.number, name: response.race.name,
                advertisedStart: response.race.advertisedStart,
                venue: Venue(
                    wireName: response.venueName, state: response.venueState, country: response.venueCountry),
                form: response.race.form)
        else { throw .fetch(.invalidResponse(reason: "the race has no meeting")) }
        let runners = response.entrants.compactMap(Runner.init(entrant:))
        self.init(
            race: race, status: response.status, runners: runners,
            skippedCount: response.skippedCount + response.entrants.count - runners.count,
            recordedFrom: recordedFrom, replaysRecordedPrices: response.replaysRecordedPrices,
            recordedPlacings: Placing.placings(response.recordedPlacings))
    }

    /// `value` cut to `limit` characters and made safe to print; nil when nothing printable is
    /// left.
    static func text(_ value: String?, limit: Int = ShownTextLimit.name) -> String? {
        value.map { ShownTextLimit.safe($0, limit: limit) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension Runner {
    /// The domain runner for a wire entrant, with its text made safe to print; nil when its name
    /// has nothing printable.
    init?(entrant: RaceCardEntrant) {
        guard let name = RaceCard.text(entrant.name) else { return nil }
        self.init(
            number: entrant.number, name: name, barrier: entrant.barrier, rider: RaceCard.text(entrant.rider),
            trainer: RaceCard.text(entrant.trainer), form: RaceCard.text(entrant.lastStarts),
            weight: entrant.weight, comment: RaceCard.text(entrant.comment, limit: ShownTextLimit.comment),
            isScratched: entrant.isScratched,
            isEmergency: entrant.isEmergency, winPrice: entrant.winPrice, placePrice: entrant.placePrice,
            winFluctuations: entrant.winFluctuations, openingWinPrice: entrant.openingWinPrice,
            position: entrant.position, margin: entrant.margin)
    }
}
