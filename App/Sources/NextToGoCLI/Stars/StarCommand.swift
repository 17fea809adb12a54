import ArgumentParser
import DomainLayer

/// `nexttogo star <meeting> ...`: stars meetings, saving them in the config file.
struct StarCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "star",
        abstract: "Stars meetings: their races are marked, and --starred shows only them.",
        discussion: #"Name one meeting to an argument: nexttogo star Flemington "Happy Valley" stars two."#)

    @OptionGroup var meetings: MeetingNamesArgument

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        // A name typed in one case is saved as meetings are named: `happy valley` as `Happy Valley`.
        try environment.settingsStore.applyReportingProblems(
            .star, to: meetings.names.map(StarredMeetings.meetingName(typed:)), in: environment)
    }
}
