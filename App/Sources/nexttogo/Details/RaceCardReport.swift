import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// Fetches one race's card and turns it into what `nexttogo race` prints.
struct RaceCardReport {
    let raceID: String
    let zone: StartTimeZone
    let stars: StarredMeetings
    let asJSON: Bool
    let terminal: TerminalCapabilities
    /// Where the time of day comes from.
    let dates: DateSource

    /// Fetches the card of `raceID` from `repository` (one request) and lays it out.
    func produce(using repository: any RaceCardRepository) async -> CommandOutcome {
        let card: RaceCard
        do {
            // The feed's ids are lower-case UUIDs; a pasted id may not be.
            card = try await repository.raceCard(
                raceID: raceID.trimmingCharacters(in: .whitespaces).lowercased())
        } catch {
            let failure = error as? RaceCardFetchError ?? .fetch(.invalidResponse(reason: "\(error)"))
            let hint = failure.isConnectivityProblem ? "; try --demo for a recorded feed" : ""
            return CommandOutcome(standardError: "nexttogo: \(failure.message)\(hint)\n", failed: true)
        }
        let now = dates.now()
        let isStarred = stars.contains(card.race.meetingName)
        guard !asJSON else {
            return CommandOutcome(
                standardOutput: RaceCardJSONRecord(card: card, now: now, isStarred: isStarred).json() + "\n")
        }
        let viewModel = RaceCardViewModel(card: card, now: now, timeZone: zone.timeZone)
        return CommandOutcome(
            standardOutput: RaceCardRenderer(terminal: terminal, timeZoneLabel: zone.label)
                .render(viewModel, isStarred: isStarred))
    }
}
