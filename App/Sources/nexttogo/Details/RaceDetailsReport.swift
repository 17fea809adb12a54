import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// Looks one race up and turns its details into what `nexttogo race` prints.
struct RaceDetailsReport {
    let raceID: String
    let zone: StartTimeZone
    let stars: StarredMeetings
    let asJSON: Bool
    let offersDemo: Bool
    let terminal: TerminalCapabilities
    /// Where the time of day comes from.
    let dates: DateSource

    /// Fetches the next races from `repository` and lays out the one asked for.
    func produce(using repository: any RacesRepository) async -> CommandOutcome {
        let race: Race?
        do {
            race = try await RaceLookup(repository: repository).race(withID: raceID)
        } catch {
            let failure = error as? RacesFetchError ?? .invalidResponse(reason: "\(error)")
            return CommandOutcome(
                standardError: failure.commandLineMessage(offersDemo: offersDemo), failed: true)
        }
        guard let race else {
            return CommandOutcome(
                standardError:
                    "nexttogo: the feed does not list a race '\(TerminalSafeText.sanitize(raceID))'"
                    + " (races leave it a couple of minutes after their start); 'nexttogo --json' lists the ids\n",
                failed: true)
        }
        let now = dates.now()
        let isStarred = stars.contains(race.meetingName)
        guard !asJSON else {
            return CommandOutcome(
                standardOutput: RaceDetailsJSONRecord(race: race, now: now, isStarred: isStarred).json()
                    + "\n")
        }
        let details = RaceDetailsViewModel(
            race: race, now: now, clock: ClockTimeFormatter(timeZone: zone.timeZone))
        return CommandOutcome(
            standardOutput: RaceDetailsRenderer(terminal: terminal, timeZoneLabel: zone.label)
                .render(details, isStarred: isStarred))
    }
}
