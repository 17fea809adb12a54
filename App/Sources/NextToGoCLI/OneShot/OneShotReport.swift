import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// Fetches the board once and turns it into what the one-shot command prints.
struct OneShotReport {
    let filter: CategoryFilter
    let countries: CountryFilter
    let stars: StarPreferences
    let layout: BoardLayout
    let limit: Int
    let zone: StartTimeZone
    let asJSON: Bool
    let verbose: Bool
    /// True when the races are the demo's recorded ones, which the output says.
    let isDemo: Bool
    let terminal: TerminalCapabilities
    /// Where the time of day comes from.
    let dates: DateSource

    /// Fetches from `repository` and lays out the result.
    func produce(using repository: any RacesRepository) async -> CommandOutcome {
        let viewModel = AppWiring.viewModel(repository: repository, zone: zone, countries: countries)
        var snapshots = viewModel.snapshots(for: filter, stars: stars, layout: layout, limit: limit)
            .makeAsyncIterator()
        guard let snapshot = await snapshots.next() else {
            return CommandOutcome(standardError: "nexttogo: interrupted\n", failed: true)
        }
        var outcome = CommandOutcome()
        if asJSON && isDemo {
            // The records stay as a live feed's would; the word goes where scripts do not read.
            outcome.standardError += "nexttogo: --demo: these races are recorded, not live\n"
        }
        if verbose && snapshot.skippedCount > 0 {
            outcome.standardError +=
                "nexttogo: skipped \(snapshot.skippedCount) races the feed "
                + "sent that nexttogo could not read\n"
        }
        if let failure = snapshot.failure {
            guard !snapshot.races.isEmpty else {
                outcome.standardError += failure.commandLineMessage(offersDemo: !isDemo)
                outcome.failed = true
                return outcome
            }
            outcome.standardError += "nexttogo: warning: \(failure.message); the list may be incomplete\n"
        }
        let now = dates.now()
        outcome.standardOutput =
            asJSON
            ? json(for: snapshot, now: now) + "\n"
            : ANSIStyle.text(
                of: TableRenderer(
                    usesColor: terminal.usesColor, width: terminal.width, timeZoneLabel: zone.label,
                    startHeader: zone.columnTitle, isDemo: isDemo
                )
                .lines(for: viewModel.screenState(for: snapshot, at: now)),
                usesColor: terminal.usesColor)
        return outcome
    }

    /// The races as `--json` prints them: an array, or an object of arrays keyed by category.
    private func json(for snapshot: NextRacesSnapshot, now: Date) -> String {
        guard let groups = snapshot.groups else {
            return RaceJSONRecord.encode(snapshot.races, now: now, stars: stars.meetings)
        }
        return RaceJSONRecord.encode(groups: groups, now: now, stars: stars.meetings)
    }
}
