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
    /// True in the demo, whose cards are recorded and say from which race.
    var isDemo = false

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
                standardError: card.recordedFrom.map {
                    "nexttogo: --demo: this card is \($0.recordedFromText), not live\n"
                } ?? "")
        }
        let viewModel = RaceCardViewModel(card: card, now: now, timeZone: zone.timeZone)
        return CommandOutcome(
            standardOutput: ANSIStyle.text(
                of: RaceCardRenderer(
                    usesColor: terminal.usesColor, width: terminal.width, timeZoneLabel: zone.label
                )
                .lines(for: viewModel, isStarred: isStarred),
                usesColor: terminal.usesColor))
    }

    /// The race's details as the board lists them, and a notice that the demo has no recorded
    /// card of its category; not a failure.
    private func noRecordedCard(_ race: Race) -> CommandOutcome {
        let now = dates.now()
        let isStarred = stars.contains(race.meetingName)
        let notice = NoRecordedCardNotice(race: race, place: .command)
        guard !asJSON else {
            return CommandOutcome(
                standardOutput: RaceDetailsJSONRecord(race: race, now: now, isStarred: isStarred).json()
                    + "\n",
                standardError:
                    "nexttogo: --demo: the demo has no recorded card for this race, only its details\n")
        }
        let details = RaceDetailsViewModel(
            race: race, now: now, clock: ClockTimeFormatter(timeZone: zone.timeZone))
        return CommandOutcome(
            standardOutput: ANSIStyle.text(
                of: RaceDetailsRenderer(
                    usesColor: terminal.usesColor, width: terminal.width, timeZoneLabel: zone.label
                )
                .lines(for: details, isStarred: isStarred)
                    + [StyledLine(text: "")] + notice.lines.map { StyledLine(text: $0) },
                usesColor: terminal.usesColor))
    }

    private func failure(_ error: any Error) -> CommandOutcome {
        let failure = error as? RaceCardFetchError ?? .fetch(.invalidResponse(reason: "\(error)"))
        if isDemo, case .unknownRace(let id) = failure {
            return CommandOutcome(
                standardError:
                    "nexttogo: the demo has no race '\(id)'; 'nexttogo --demo --json' lists the ids of its next races\n",
                failed: true)
        }
        let hint = failure.isConnectivityProblem ? "; try --demo for a recorded feed" : ""
        return CommandOutcome(standardError: "nexttogo: \(failure.message)\(hint)\n", failed: true)
    }
}
