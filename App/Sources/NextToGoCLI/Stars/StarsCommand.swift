import ArgumentParser
import PresentationLayer

/// `nexttogo stars`: lists the starred meetings, one a line.
struct StarsCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "stars",
        abstract: "Lists the starred meetings, one a line, in the order they were starred.")

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let stars = try environment.settingsStore.loadReportingProblems(to: environment).stars
        guard !stars.isEmpty else {
            environment.report(CommandLineNotice.noMeetingStarred)
            return
        }
        environment.print(CommandLineNotice.starList(stars))
    }
}
