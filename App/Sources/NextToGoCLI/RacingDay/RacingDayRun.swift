import ArgumentParser
import PresentationLayer

/// One run of `meetings` or `meeting <name>`: the config, the terminal and the repository the
/// options name, and the report they make.
struct RacingDayRun {
    let options: RacingDayOptions
    let timeZone: TimeZoneOption
    let feed: FeedOptions
    let asJSON: Bool
    let verbose: Bool
    let noColor: Bool

    /// The report of `subject` in `environment`, and whether the terminal shows colour.
    /// - Throws: A usage error for a bad `--date`, or `ExitCode.failure` when the demo cannot
    ///   start or the config file cannot be read.
    func report<C>(of subject: RacingDayReport.Subject, in environment: CommandEnvironment<C>) async throws
        -> (report: CommandReport, usesColor: Bool)
    {
        let config = try environment.settingsStore.loadReportingProblems(to: environment)
        let zone = try timeZone.startTimeZone(local: environment.localTimeZone)
        let source = try RacingSource(
            feed: feed, pace: .still, configBrand: config.brand, environment: environment)
        let request = try options.request(zone: zone, config: config, now: source.dates.now())
        let terminal = environment.terminalCapabilities(noColorFlag: noColor)
        let repository = try source.meetings()
        let racingDay = RacingDayReport(
            subject: subject, request: request,
            style: OutputStyle(
                asJSON: asJSON, verbose: verbose, usesColor: terminal.usesColor, width: terminal.width,
                timeZoneLabel: zone.label, dates: source.dates))
        let report = try await CommandDeadline.report(from: source, about: .meetings) {
            racingDay.report(for: await request.query.fetch(from: repository))
        }
        return (report, terminal.usesColor)
    }
}
