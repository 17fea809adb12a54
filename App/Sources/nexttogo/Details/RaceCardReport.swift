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
    /// In the demo, the races that have recorded cards, offered when the race has none; nil
    /// outside the demo.
    var demoRacesWithCards: [Race]? = nil

    /// Fetches the card of `raceID` from `repository` (one request) and lays it out.
    func produce(using repository: any RaceCardRepository) async -> CommandOutcome {
        let card: RaceCard
        do {
            // The feed's ids are lower-case UUIDs; a pasted id may not be.
            card = try await repository.raceCard(
                raceID: raceID.trimmingCharacters(in: .whitespaces).lowercased())
        } catch RaceCardFetchError.noRecordedCard(let race) {
            return noRecordedCard(race)
        } catch {
            return failure(error)
        }
        let now = dates.now()
        let isStarred = stars.contains(card.race.meetingName)
        guard !asJSON else {
            return CommandOutcome(
                standardOutput: RaceCardJSONRecord(card: card, now: now, isStarred: isStarred).json() + "\n",
                standardError: demoRacesWithCards == nil
                    ? "" : "nexttogo: --demo: this card is recorded, not live\n")
        }
        let viewModel = RaceCardViewModel(card: card, now: now, timeZone: zone.timeZone)
        let demoNote =
            demoRacesWithCards == nil
            ? "" : "\n" + Self.dim("(demo: a recorded card, not live)", terminal) + "\n"
        return CommandOutcome(
            standardOutput: RaceCardRenderer(terminal: terminal, timeZoneLabel: zone.label)
                .render(viewModel, isStarred: isStarred) + demoNote)
    }

    /// The race's details as the board lists them, and a notice that the demo has no card for it;
    /// not a failure.
    private func noRecordedCard(_ race: Race) -> CommandOutcome {
        let now = dates.now()
        let isStarred = stars.contains(race.meetingName)
        let notice = NoRecordedCardNotice(
            race: race, racesWithCards: demoRacesWithCards ?? [], timeZone: zone.timeZone)
        guard !asJSON else {
            return CommandOutcome(
                standardOutput: RaceDetailsJSONRecord(race: race, now: now, isStarred: isStarred).json()
                    + "\n",
                standardError: "nexttogo: --demo: the demo has no card for this race, only its details\n")
        }
        let details = RaceDetailsViewModel(
            race: race, now: now, clock: ClockTimeFormatter(timeZone: zone.timeZone))
        return CommandOutcome(
            standardOutput: RaceDetailsRenderer(terminal: terminal, timeZoneLabel: zone.label)
                .render(details, isStarred: isStarred) + "\n" + notice.lines.joined(separator: "\n") + "\n")
    }

    private func failure(_ error: any Error) -> CommandOutcome {
        let failure = error as? RaceCardFetchError ?? .fetch(.invalidResponse(reason: "\(error)"))
        if demoRacesWithCards != nil, case .unknownRace(let id) = failure {
            return CommandOutcome(
                standardError:
                    "nexttogo: the demo has no race '\(id)'; 'nexttogo --demo --json' lists the ids of its next races\n",
                failed: true)
        }
        let hint = failure.isConnectivityProblem ? "; try --demo for a recorded feed" : ""
        return CommandOutcome(standardError: "nexttogo: \(failure.message)\(hint)\n", failed: true)
    }

    private static func dim(_ text: String, _ terminal: TerminalCapabilities) -> String {
        ANSIStyle.apply(ANSIStyle.dim, to: text, when: terminal.usesColor)
    }
}
