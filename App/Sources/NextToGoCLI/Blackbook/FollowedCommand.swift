import ArgumentParser
import PresentationLayer

/// `nexttogo followed`: lists the blackbook, one name a line, or as JSON; with `--today`, each
/// followed name running on the racing day.
struct FollowedCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "followed",
        abstract: "Lists the runners, jockeys and trainers followed, one a line.",
        discussion: """
            With --today, lists each followed name running on the racing day (another with --date): the \
            start, meeting, race, runner number, barrier, rider, trainer and fixed win price. That reads \
            the race cards of the races still to run, soonest first, at most 120 in one run, for the \
            --filter and --country asked (else the config file's).
            """)

    @Flag(name: .long, help: "List each followed name running today, from the races' cards.")
    var today = false

    @OptionGroup var racingDay: RacingDayOptions

    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var output: OutputOptions<FollowedOutput>

    @OptionGroup var feed: FeedOptions

    func validate() throws {
        if !today && (racingDay.choosesMeetings || feed.demo) {
            throw ValidationError(
                "--filter, --country, --date and --demo choose the day for --today; add --today.")
        }
    }

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let config = try environment.settingsStore.loadReportingProblems(to: environment)
        if today {
            let report = try await FollowedTodayRun(
                options: racingDay, timeZone: timeZone, feed: feed, asJSON: output.json,
                noColor: output.noColor
            )
            .report(following: config, in: environment)
            try CommandOutcome(report.report, usesColor: report.usesColor).finish(in: environment)
            return
        }
        if output.json {
            environment.print(BlackbookList.json(config.blackbook))
            return
        }
        guard !config.blackbook.isEmpty else {
            environment.report(BlackbookList.nobodyFollowed)
            return
        }
        environment.print(BlackbookList.text(config.blackbook))
    }
}
