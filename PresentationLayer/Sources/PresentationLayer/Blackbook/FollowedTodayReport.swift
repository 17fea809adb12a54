import DomainLayer
import Foundation
import SharedUtils

/// What `nexttogo followed --today` prints: each followed name running on the day, one runner a
/// line (start, meeting, race, number, barrier, rider, trainer, fixed price and which followed
/// names it is), or as JSON; and on stderr what was not checked, names that matched several, and
/// the demo's names.
public struct FollowedTodayReport: Sendable {
    /// What the cards showed, and what of the day they covered.
    public struct Findings: Sendable {
        /// The followed runners found.
        public let sightings: [BlackbookSighting]
        /// How many races' cards were read.
        public let checked: Int
        /// How many races to run were left unchecked, past the one-shot's budget.
        public let unchecked: Int
        /// How many cards could not be fetched.
        public let failed: Int
        /// How many names are followed.
        public let followedCount: Int
        /// Whether the cards are the demo's recording.
        public let isRecorded: Bool

        /// Findings from their parts.
        public init(
            sightings: [BlackbookSighting], checked: Int, unchecked: Int, failed: Int, followedCount: Int,
            isRecorded: Bool
        ) {
            self.sightings = sightings
            self.checked = checked
            self.unchecked = unchecked
            self.failed = failed
            self.followedCount = followedCount
            self.isRecorded = isRecorded
        }
    }

    /// How to print.
    let style: OutputStyle
    /// The zone start times are shown in.
    let timeZone: TimeZone

    /// A report printed as `style` says, with times in `timeZone`.
    public init(style: OutputStyle, timeZone: TimeZone) {
        self.style = style
        self.timeZone = timeZone
    }

    /// The report of `findings`.
    public func report(_ findings: Findings) -> CommandReport {
        var report = CommandReport()
        if style.asJSON {
            report.standardOutput = CommandReport.plainLines(
                RaceJSONRecord.prettyJSON(findings.sightings.map(FollowedRunnerJSONRecord.init), orElse: "[]")
            )
        } else if !findings.sightings.isEmpty {
            report.standardOutput = lines(findings.sightings)
        }
        report.diagnostics = diagnostics(findings)
        return report
    }

    private func lines(_ sightings: [BlackbookSighting]) -> [StyledLine] {
        let clock = ClockTimeFormatter(timeZone: timeZone)
        let header = [
            "Starts", "Meeting", "Race", "#", "Runner", "Bar", "Rider", "Trainer", "Win", "Follows",
        ]
        let rows = sightings.map { sighting in
            let runner = sighting.runner
            return [
                clock.hoursAndMinutes(sighting.card.race.advertisedStart),
                TerminalSafeText.sanitize(sighting.card.race.meetingName),
                "R\(sighting.card.race.raceNumber)",
                "\(runner.number)", TerminalSafeText.sanitize(runner.name),
                runner.barrier.map(String.init) ?? "",
                runner.rider.map(TerminalSafeText.sanitize) ?? "",
                runner.trainer.map(TerminalSafeText.sanitize) ?? "",
                runner.isScratched ? "SCR" : PriceText.text(runner.winPrice),
                sighting.hits.map(\.followed.kind.rawValue).joined(separator: ", "),
            ]
        }
        let table = FittedTable(
            cells: [header] + rows, trailingColumns: [2, 3, 5, 8], shrinkingColumn: 1, narrowest: 8,
            widest: 30)
        return table.lines(width: style.width).enumerated().map { index, text in
            StyledLine(text: text, style: index == 0 && style.usesColor ? .header : .plain)
        }
    }

    private func diagnostics(_ findings: Findings) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if findings.sightings.isEmpty {
            let names =
                findings.followedCount == 1 ? "the name followed runs" : "none of the names followed runs"
            diagnostics.append(
                .note("\(names) in the \(findings.checked) races still to run that were checked"))
        }
        for (entry, names) in BlackbookSighting.ambiguities(in: findings.sightings) {
            let matched = names.map(TerminalSafeText.sanitize).joined(separator: ", ")
            diagnostics.append(
                .note(
                    "\(entry.phrase) matches more than one name: \(matched)",
                    hint: "follow the full name to follow one"))
        }
        if findings.unchecked > 0 {
            diagnostics.append(
                .note(
                    "\(findings.unchecked) later races were not checked: one run reads at most "
                        + "\(CardFetchBudget.standard.oneShotLimit) race cards",
                    hint: "narrow the day with --filter or --country"))
        }
        if findings.failed > 0 {
            diagnostics.append(
                .warning(
                    "\(findings.failed) race cards could not be fetched, so their runners are not listed"))
        }
        if findings.isRecorded {
            diagnostics.append(
                .note(
                    "--demo: these runners are recorded, not live; the demo follows "
                        + Blackbook.demo.entries.map(\.phrase).joined(separator: ", ")))
        }
        return diagnostics
    }
}
