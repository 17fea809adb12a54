import DomainLayer
import Foundation
import SharedUtils

/// Fetches a racing day once and composes what `nexttogo meetings` and `nexttogo meeting <name>`
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
    /// The zone's name when `--tz` chose it, said in a note under a meeting's start times.
    let timeZoneLabel: String?
    let asJSON: Bool
    let verbose: Bool
    /// True when lines may be styled.
    let usesColor: Bool
    /// The output's width in columns; nil when it is not a terminal.
    let width: Int?
    /// Where the time of day comes from.
    let dates: DateSource

    /// A report of `subject` from the day `request` asks for; as JSON when `asJSON`, else lines
    /// fitted to `width` columns, styled when `usesColor`, with a note naming `timeZoneLabel`
    /// when `--tz` chose it; a word on skipped entries when `verbose`.
    public init(
        subject: Subject, request: RacingDayRequest, timeZoneLabel: String?, asJSON: Bool, verbose: Bool,
        usesColor: Bool, width: Int?, dates: DateSource
    ) {
        self.subject = subject
        self.request = request
        self.timeZoneLabel = timeZoneLabel
        self.asJSON = asJSON
        self.verbose = verbose
        self.usesColor = usesColor
        self.width = width
        self.dates = dates
    }

    /// Fetches the day from `repository` (one request) and lays out the subject.
    public func produce(using repository: any MeetingsRepository) async -> CommandReport {
        let day: RacingDay
        switch await request.fetch(from: repository) {
        case .success(let fetched): day = fetched
        case .failure(let failure): return failure.report
        }
        var report = CommandReport(diagnostics: notices(for: day))
        let now = dates.now()
        switch subject {
        case .meetings:
            report.standardOutput =
                asJSON
                ? CommandReport.plainLines(MeetingJSONRecord.encode(day, now: now))
                : MeetingsTableLayout.lines(for: day, now: now, width: width)
                    .map { $0.styled(usesColor: usesColor) } + notes(showsStartTimes: false)
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
                asJSON
                ? CommandReport.plainLines(MeetingRacesJSONRecord(meeting: meeting, now: now).json())
                : lines(for: meeting, on: day.date, now: now)
        }
        return report
    }

    /// The meeting's view, styled, with the notes under it.
    private func lines(for meeting: Meeting, on date: CalendarDate, now: Date) -> [StyledLine] {
        let viewModel = MeetingViewModel(
            meeting: meeting, racingDate: date, now: now,
            clock: ClockTimeFormatter(timeZone: request.timeZone))
        return MeetingLayout.lines(for: viewModel, width: width).map { $0.styled(usesColor: usesColor) }
            + notes(showsStartTimes: true)
    }

    /// The notes under a table, as the board's: the demo's, and the zone `--tz` chose when the
    /// lines show start times.
    private func notes(showsStartTimes: Bool) -> [StyledLine] {
        let style: TextStyle = usesColor ? .dim : .plain
        var notes: [StyledLine] = []
        if request.isDemo {
            notes.append(StyledLine(text: "(\(OneShotTableLayout.demoNote))", style: style))
        }
        if showsStartTimes, let timeZoneLabel {
            notes.append(StyledLine(text: "(start times in \(timeZoneLabel))", style: style))
        }
        return notes
    }

    /// What stderr says before the output: the demo's word under `--json`, and with `verbose`,
    /// how many entries the API sent that could not be read.
    private func notices(for day: RacingDay) -> [Diagnostic] {
        var notices: [Diagnostic] = []
        if asJSON && request.isDemo {
            // The records stay as a live feed's would; the word goes where scripts do not read.
            notices.append(.note("--demo: these meetings are recorded, not live"))
        }
        if verbose && day.skippedCount > 0 {
            notices.append(
                .note(
                    "skipped \(day.skippedCount) meetings, races and bets the API sent that nexttogo could not read"
                ))
        }
        return notices + day.countryMisses.map { $0.diagnostic(noneIn: "meeting on \(day.date)") }
    }
}
