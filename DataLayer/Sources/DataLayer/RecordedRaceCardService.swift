import Foundation
import SharedUtils

/// Serves the demo's race cards: the recorded cards, each for its race of the demo's racing day,
/// moved to that race's start on the wall clock `dates`.
public struct RecordedRaceCardService: Sendable {
    /// What the demo has for a race id.
    public enum Lookup: Sendable, Equatable {
        /// The race's card.
        case card(RaceCardResponse)
        /// A race of the demo's day that has no recorded card, as the board lists it.
        case noCard(RaceSummary)
        /// No race of the demo's day has this id.
        case unknownRace
    }

    private let races: RecordedRacesService
    private let cards: [RecordedRaceCard]
    private let dates: DateSource

    /// Creates a service that shows `cards` for the races of `races` on the wall clock `dates`.
    public init(races: RecordedRacesService, cards: [RecordedRaceCard], dates: DateSource) {
        self.races = races
        self.cards = cards
        self.dates = dates
    }

    /// The racing day and the cards built into the program, on `dates`.
    /// - Throws: `NedsServiceError.invalidResponse` if the built-in day does not decode.
    public static func builtIn(dates: DateSource) throws(NedsServiceError) -> RecordedRaceCardService {
        RecordedRaceCardService(
            races: try .builtIn(dates: dates), cards: RecordedRaceCard.builtIn, dates: dates)
    }

    /// What the demo has for the race `raceID` now.
    /// - Throws: `NedsServiceError.invalidResponse` when a built-in card does not decode, which a
    ///   test rules out.
    public func lookUp(raceID: String) throws(NedsServiceError) -> Lookup {
        guard let race = races.race(id: raceID) else { return .unknownRace }
        guard let recorded = card(for: race) else { return .noCard(race) }
        return .card(RecordedRaceCard.card(try recorded.recording(), for: race, at: dates.now()))
    }

    /// The races that have cards, each on the first day it starts no more than `recently` ago, in
    /// start order.
    public func racesWithCards(startedWithin recently: TimeInterval) -> [RaceSummary] {
        let earliest = dates.now().addingTimeInterval(-recently)
        return cards.compactMap { races.race(recordedID: $0.demoRaceID, startingFrom: earliest) }
            .sorted { $0.advertisedStart < $1.advertisedStart }
    }

    private func card(for race: RaceSummary) -> RecordedRaceCard? {
        cards.first { race.raceID.hasPrefix($0.demoRaceID + "-") }
    }
}
