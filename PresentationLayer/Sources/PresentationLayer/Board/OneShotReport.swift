import DomainLayer
import Foundation
import SharedUtils

/// Fetches the board once and composes what the one-shot command prints.
public struct OneShotReport: Sendable {
    let filter: CategoryFilter
    let stars: StarPreferences
    let layout: BoardLayout
    let limit: Int
    /// The zone's name when `--tz` chose it, said in a note; nil for the local zone.
    let timeZoneLabel: String?
    let asJSON: Bool
    let verbose: Bool
    /// True when the races are the demo's recorded ones, which the output says.
    let isDemo: Bool
    /// True when lines may be styled and a starred meeting marked with `★`.
    let usesColor: Bool
    /// The output's width in columns; nil when it is not a terminal.
    let width: Int?
    /// Where the time of day comes from.
    let dates: DateSource

    /// A report of the next `limit` races of `filter`, with `stars` marked (and first, when
    /// they say so), in `layout`; as JSON when `asJSON`, else a table for an output `width`
    /// columns wide, coloured when `usesColor`, with start times in the zone named
    /// `timeZoneLabel` when `--tz` chose it; a word on skipped races when `verbose`.
    public init(
        filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int,
        timeZoneLabel: String?,
        asJSON: Bool, verbose: Bool, isDemo: Bool, usesColor: Bool, width: Int?, dates: DateSource
    ) {
        self.filter = filter
        self.stars = stars
        self.layout = layout
        self.limit = limit
        self.timeZoneLabel = timeZoneLabel
        self.asJSON = asJSON
        self.verbose = verbose
        self.isDemo = isDemo
        self.usesColor = usesColor
        self.width = width
        self.dates = dates
    }

    /// Takes the first snapshot from `interactor` and lays out the screen `presenter` makes of it.
    public func produce(from interactor: some NextRacesInteractor, presenter: BoardPresenter) async
        -> CommandReport
    {
        var first: NextRacesSnapshot?
        for await snapshot in interactor.snapshots(for: filter, stars: stars, layout: layout, limit: limit) {
            first = snapshot
            break
        }
        guard let snapshot = first else {
            return CommandReport(diagnostics: [.error("interrupted")], failed: true)
        }
        var report = CommandReport()
        if asJSON && isDemo {
            // The records stay as a live feed's would; the word goes where scripts do not read.
            report.diagnostics.append(.note("--demo: these races are recorded, not live"))
        }
        if verbose && snapshot.skippedCount > 0 {
            report.diagnostics.append(
                .note("skipped \(snapshot.skippedCount) races the feed sent that nexttogo could not read"))
        }
        if verbose, snapshot.updatedAt != nil, let note = snapshot.route.verboseNote {
            report.diagnostics.append(note)
        }
        if let failure = snapshot.failure {
            guard !snapshot.races.isEmpty else {
                report.diagnostics.append(failure.diagnostic(offersDemo: !isDemo))
                report.failed = true
                return report
            }
            report.diagnostics.append(.warning(failure.message, hint: "the list may be incomplete"))
        }
        for miss in snapshot.countryMisses {
            report.diagnostics.append(miss.diagnostic(noneIn: "race on the board"))
        }
        let now = dates.now()
        report.standardOutput =
            asJSON
            ? CommandReport.plainLines(json(for: snapshot, now: now))
            : OneShotTableLayout(
                usesColor: usesColor, width: width, timeZoneLabel: timeZoneLabel,
                startHeader: StartColumnTitle.forZone(named: timeZoneLabel),
                isDemo: isDemo
            )
            .lines(for: presenter.screenState(for: snapshot, at: now))
        return report
    }

    /// The races as `--json` prints them: an array, or an object of arrays keyed by category.
    private func json(for snapshot: NextRacesSnapshot, now: Date) -> String {
        guard let groups = snapshot.groups else {
            return RaceJSONRecord.encode(snapshot.races, now: now, stars: stars.meetings)
        }
        return RaceJSONRecord.encode(groups: groups, now: now, stars: stars.meetings)
    }
}
