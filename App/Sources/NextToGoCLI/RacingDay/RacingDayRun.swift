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

    /// The report of `subject`, and whether the terminal shows colour.
    /// - Throws: A usage error for a bad `--date`, or `ExitCode.failure` when the demo cannot
    ///   start or the config file cannot be read.
    func report(of subject: RacingDayReport.Subject) async throws -> (report: CommandReport, usesColor: Bool)
    {
        let config = try AppWiring.settingsStore().loadReportingProblems()
        let zone = try timeZone.startTimeZone
        let request = try options.request(zone: zone, config: config, feed: feed)
        let terminal = TerminalCapabilities.standardOutput(noColorFlag: noColor)
        let repository = try AppWiring.meetingsRepository(for: feed, pace: .still, configBrand: config.brand)
        let racingDay = RacingDayReport(
            subject: subject, request: request,
            style: OutputStyle(
                asJSON: asJSON, verbose: verbose, usesColor: terminal.usesColor, width: terminal.width,
                timeZoneLabel: zone.label, dates: AppWiring.dates(for: feed, pace: .still)))
        let report = try await CommandDeadline.report(
            feed: feed, host: AppWiring.host(for: feed, configBrand: config.brand),
            about: .meetings
        ) {
            racingDay.report(for: await request.query.fetch(from: repository))
        }
        return (report, terminal.usesColor)
    }
}
