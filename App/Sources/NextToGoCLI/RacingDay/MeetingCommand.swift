import ArgumentParser
import DomainLayer
import PresentationLayer

/// `nexttogo meeting <name>`: every race of one meeting of the racing day.
struct MeetingCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "meeting",
        abstract: "Shows every race of a meeting: number, name, start, countdown or status, placings.",
        discussion: """
            The name matches in any case and accent, whole or by a unique start of it (happy is Happy \
            Valley). A name of several meetings lists them and how to pick one, such as --filter \
            harness; a one-race special the API files under a meeting's name gives way to the meeting.
            """)

    @Argument(help: ArgumentHelp("The meeting's name, or the start of it.", valueName: "name"))
    var name: String

    @OptionGroup var racingDay: RacingDayOptions

    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var output: OutputOptions<MeetingOutput>

    @OptionGroup var feed: FeedOptions

    @Flag(name: .long, help: "Report on stderr how many entries the API sent that were skipped.")
    var verbose = false

    func validate() throws {
        // Cleaned as names are matched, so one made only of escape sequences or invisible
        // characters is as blank as an empty one.
        guard !StarredMeetings.isBlank(name) else {
            throw ValidationError("give a meeting's name, as 'nexttogo meetings' lists it.")
        }
    }

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let report = try await RacingDayRun(
            options: racingDay, timeZone: timeZone, feed: feed, asJSON: output.json, verbose: verbose,
            noColor: output.noColor
        )
        .report(of: .meeting(name: name), in: environment)
        try CommandOutcome(report.report, usesColor: report.usesColor).finish(in: environment)
    }
}
