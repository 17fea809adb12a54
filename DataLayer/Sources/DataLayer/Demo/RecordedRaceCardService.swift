import Foundation
import SharedUtils

/// Serves the demo's race cards: for each race of the demo's racing day, the recorded card of
/// its category, moved to that race's start on the wall clock `dates`.
public struct RecordedRaceCardService: Sendable {
    /// What the demo has for a race id.
    public enum Lookup: Sendable, Equatable {
        /// The race's card, made from the recording of the race `origin`.
        case card(RaceCardResponse, recordedFrom: RaceCardRecording)
        /// A race of the demo's day whose category has no recorded card, as the board lists it.
        case noCard(RaceSummary)
        /// No race the demo plays within a week of now has this id.
        case unknownRace
    }

    /// A recorded card, decoded, and the race it was recorded from.
    private struct Recording: Sendable {
        var card: RaceCardResponse
        var origin: RaceCardRecording
    }

    private let races: RecordedRacesService
    /// The recordings by category id; the first of `cards` of each category.
    private let recordings: [String: Recording]
    /// How each race of the day had gone when it was recorded, by its recorded id.
    private let outcomes: [String: RecordedRaceOutcome]
    private let dates: DateSource

    /// Creates a service that shows, for each race of `races`, the first of `cards` of the
    /// race's category, after the start with the race's outcome in `outcomes` (by recorded race
    /// id), on the wall clock `dates`.
    /// - Throws: `FetchFailure.invalidResponse` when a card does not decode, which a test
    ///   rules out for the built-in ones.
    public init(
        races: RecordedRacesService, cards: [RecordedRaceCard], outcomes: [String: RecordedRaceOutcome],
        dates: DateSource
    ) throws(FetchFailure) {
        var recordings: [String: Recording] = [:]
        for card in cards {
            let recorded = try card.recording()
            guard recordings[recorded.categoryID] == nil else { continue }
            recordings[recorded.categoryID] = Recording(
                card: recorded,
                origin: RaceCardRecording(
                    meetingName: TerminalSafeText.sanitize(recorded.meetingName),
                    raceNumber: recorded.race.number,
                    meetingDate: card.meetingDate))
        }
        self.races = races
        self.recordings = recordings
        self.outcomes = outcomes
        self.dates = dates
    }

    /// The racing day and the cards built into the program, with the day's recorded outcomes, on
    /// `dates`.
    /// - Throws: `FetchFailure.invalidResponse` if the built-in day or a card does not decode.
    public static func builtIn(dates: DateSource) throws(FetchFailure) -> RecordedRaceCardService {
        try RecordedRaceCardService(
            races: try .builtIn(dates: dates), cards: RecordedRaceCard.builtIn,
            outcomes: RecordedRaceOutcome.outcomes(of: try RecordedMeetingsService.builtInRecording()),
            dates: dates)
    }

    /// What the demo has for the race `raceID` now.
    public func lookUp(raceID: String) -> Lookup {
        lookUp(raceID: raceID, at: dates.now())
    }

    /// What the demo had, or will have, for the race `raceID` at `moment`: its card as it stood
    /// then, for the demo to replay a race's prices.
    public func lookUp(raceID: String, at moment: Date) -> Lookup {
        guard let race = races.race(id: raceID) else { return .unknownRace }
        guard let recording = recordings[race.categoryID] else { return .noCard(race) }
        let outcome = RecordedRacesService.recordedID(of: raceID).flatMap { outcomes[$0.recordedID] }
        return .card(
            RecordedRaceCard.card(recording.card, for: race, outcome: outcome, at: moment),
            recordedFrom: recording.origin)
    }
}
