import ArgumentParser
import DomainLayer

/// `nexttogo unfollow runner|jockey|trainer <name> ...`: takes names out of the blackbook.
struct UnfollowCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "unfollow",
        abstract: "Stops following runners, jockeys or trainers.",
        discussion: #"Name one to an argument: nexttogo unfollow trainer "Chris Waller" unfollows one."#)

    @OptionGroup var followed: FollowedNamesArgument

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        try environment.settingsStore.applyReportingProblems(.unfollow, to: followed.entries, in: environment)
    }
}
