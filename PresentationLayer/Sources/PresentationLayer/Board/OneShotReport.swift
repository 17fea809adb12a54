import DomainLayer
import Foundation
import SharedUtils

/// What the one-shot command prints of the board's first snapshot: a pure function of the
/// snapshot, the presenter and the output style.
public struct OneShotReport: Sendable {
    /// How the output is printed.
    let style: OutputStyle

    /// A report printed in `style` (a word on skipped races when it is verbose); the races'
    /// origin, which the snapshot carries, says whether to call them recorded.
    public init(style: OutputStyle) {
        self.style = style
    }

    /// The table or JSON of `snapshot` (the board's first, from
    /// `NextRacesInteractor.firstSnapshot`) as `presenter` makes its screen, with what to say on
    /// stderr; nil, when the fetch was interrupted, is a failure.
    public func report(for snapshot: NextRacesSnapshot?, presenter: BoardPresenter) -> CommandReport {
        guard let snapshot else {
            return CommandReport(diagnostics: [.error("interrupted")], failed: true)
        }
        var report = CommandReport()
        let isRecorded = snapshot.origin == .recorded
        if style.asJSON && isRecorded {
            // The records stay as a live feed's would; the word goes where scripts do not read.
            report.diagnostics.append(.note("--demo: these races are recorded, not live"))
        }
        if style.verbose && snapshot.skippedCount > 0 {
            report.diagnostics.append(
                .note("skipped \(snapshot.skippedCount) races the feed sent that nexttogo could not read"))
        }
        if style.verbose, snapshot.updatedAt != nil, let note = snapshot.route.verboseNote {
            report.diagnostics.append(note)
        }
        if let failure = snapshot.failure {
            guard !snapshot.races.isEmpty else {
                report.diagnostics.append(failure.diagnostic(offersDemo: !isRecorded))
                report.failed = true
                return report
            }
            report.diagnostics.append(.warning(failure.message, hint: "the list may be incomplete"))
        }
        for miss in snapshot.countryMisses {
            report.diagnostics.append(miss.diagnostic(noneIn: "race on the board"))
        }
        let now = style.dates.now()
        report.standardOutput =
            style.asJSON
            ? CommandReport.plainLines(json(for: snapshot, now: now))
            : OneShotTableLayout(
                usesColor: style.usesColor, width: style.width, timeZoneLabel: style.timeZoneLabel,
                startHeader: StartColumnTitle.forZone(named: style.timeZoneLabel),
                origin: snapshot.origin
            )
            .lines(for: presenter.screenState(for: snapshot, at: now))
        return report
    }

    /// The races as `--json` prints them: an array, or an object of arrays keyed by category.
    private func json(for snapshot: NextRacesSnapshot, now: Date) -> String {
        guard let groups = snapshot.groups else {
            return RaceJSONRecord.encode(snapshot.races, now: now, stars: snapshot.stars.meetings)
        }
        return RaceJSONRecord.encode(groups: groups, now: now, stars: snapshot.stars.meetings)
    }
}
