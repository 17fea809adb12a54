import DomainLayer
import Foundation
import SharedUtils

/// Composes what `nexttogo meetings` and `nexttogo meeting <name>`
/// print.
public struct RacingDayReport: Sendable {
    /// What the command shows of the day.
    public enum Subject: Sendable, Equatable {
        /// Every meeting, one row each.
        case meetings
        /// The meeting a typed name finds, with every race.
        case meeting(name: String)
    }

    let subject: Subject
    let request: RacingDayRequest
    /// How the output is printed; the zone's name, when `--tz` chose it, is said in a note under
    /// a meeting's start times.
    let style: OutputStyle

    /// A report of `subject` from the day `request` asks for, printed in `style` (a word on
    /// skipped entries when it is verbose).
    public init(subject: Subject, request: RacingDayRequest, style: OutputStyle) {
        self.subject = subject
        self.request = request
        self.style = style
    }

    /// The subject laid out from the day `fetched` as `request` asked for it, or why not.
    public func report(for fetched: Result<RacingDay, FetchFailure>) -> CommandReport {
        let day: RacingDay
        switch fetched {
        case .success(let fetchedDay): day = fetchedDay
        case .failure(let error): return request.failure(for: error).report
        }
        var report = CommandReport(diagnostics: notices(for: day))
        let now = style.dates.now()
        switch subject {
        case .meetings:
            report.standardOutput =
                style.asJSON
                ? CommandReport.plainLines(MeetingJSONRecord.encode(day, now: now))
                : MeetingsTableLayout.lines(for: day, now: now, clock: clock, width: style.width)
                    .map { $0.styled(usesColor: style.usesColor) } + notes(for: day, showsStartTimes: false)
        case .meeting(let name):
            let meeting: Meeting
            switch request.meeting(named: name, on: day) {
            case .success(let found): meeting = found
            case .failure(let failure):
                report.diagnostics += failure.diagnostics
                report.failed = true
                return report
            }
            report.standardOutput =
                style.asJSON
                ? CommandReport.plainLines(MeetingRacesJSONRecord(meeting: meeting, now: now).json())
                : lines(for: meeting, on: day, now: now)
        }
        return report
    }

    /// Times in the zone the day was asked for in.
    private var clock: ClockTimeFormatter { ClockTimeFormatter(timeZone: request.query.timeZone) }

    /// The meeting's view, styled, with the notes under it.
    private func lines(for meeting: Meeting, on day: RacingDay, now: Date) -> [StyledLine] {
        let viewModel = MeetingViewModel(meeting: meeting, racingDate: day.date, now: now, clock: clock)
        return MeetingLayout.lines(for: viewModel, width: style.width).map {
            $0.styled(usesColor: style.usesColor)
        }
            + notes(for: day, showsStartTimes: true)
    }

    /// The notes under a table of `day`, as the board's: the demo's, and the zone `--tz` chose
    /// when the lines show start times.
    private func notes(for day: RacingDay, showsStartTimes: Bool) -> [StyledLine] {
        let noteStyle: TextStyle = style.usesColor ? .dim : .plain
        var notes: [StyledLine] = []
        if day.origin == .recorded {
            notes.append(StyledLine(text: "(\(OneShotTableLayout.demoNote))", style: noteStyle))
        }
        if showsStartTimes, let label = style.timeZoneLabel {
            notes.append(StyledLine(text: "(start times in \(label))", style: noteStyle))
        }
        return notes
    }

    /// What stderr says before the output: the demo's word under `--json`, and when verbose,
    /// how many entries the API sent that could not be read.
    private func notices(for day: RacingDay) -> [Diagnostic] {
        var notices: [Diagnostic] = []
        if style.asJSON && day.origin == .recorded {
            // The records stay as a live feed's would; the word goes where scripts do not read.
            notices.append(.note("--demo: these meetings are recorded, not live"))
        }
        if style.verbose && day.skippedCount > 0 {
            notices.append(
                .note(
                    "skipped \(day.skippedCount) meetings, races and bets the API sent that nexttogo could not read"
                ))
        }
        return notices + day.countryMisses.map { $0.diagnostic(noneIn: "meeting on \(day.date)") }
    }
}
