import ArgumentParser
import PresentationLayer

/// `nexttogo meetings`: the racing day's meetings, one row each, next to jump first.
struct MeetingsCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "meetings",
        abstract: "Shows the racing day's meetings: races run, the next race to jump, track and weather.",
        discussion: """
            One request for the racing day in the --tz zone (else the local one). Meetings with a race \
            still to run come first, by their next race; finished meetings last. --filter and --country \
            default to the config file's, as for the board. Use 'nexttogo meeting <name>' for a \
            meeting's races.
            """)

    @OptionGroup var racingDay: RacingDayOptions

    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var output: OutputOptions<MeetingsOutput>

    @OptionGroup var feed: FeedOptions

    @Flag(name: .long, help: "Report on stderr how many entries the API sent that were skipped.")
    var verbose = false

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let report = try await RacingDayRun(
            options: racingDay, timeZone: timeZone, feed: feed, asJSON: output.json, verbose: verbose,
            noColor: output.noColor
        )
        .report(of: .meetings, in: environment)
        try CommandOutcome(report.report, usesColor: report.usesColor).finish(in: environment)
    }
}
