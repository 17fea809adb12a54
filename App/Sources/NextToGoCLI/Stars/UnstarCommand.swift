import ArgumentParser
import DomainLayer

/// `nexttogo unstar <meeting> ...`: removes meetings' stars from the config file.
struct UnstarCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "unstar",
        abstract: "Removes meetings' stars.",
        discussion:
            #"Name one meeting to an argument: nexttogo unstar Flemington "Happy Valley" unstars two."#)

    @OptionGroup var meetings: MeetingNamesArgument

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        try environment.settingsStore.applyReportingProblems(.unstar, to: meetings.names, in: environment)
    }
}
