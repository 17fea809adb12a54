import ArgumentParser
import DomainLayer

/// `nexttogo follow runner|jockey|trainer <name> ...`: adds names to the blackbook in the config
/// file.
struct FollowCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "follow",
        abstract: "Follows runners, jockeys or trainers: 'followed --today' finds them in the day's races.",
        discussion: """
            Name one to an argument: nexttogo follow jockey "James McDonald" "Jamie Kah" follows two. \
            Names match whatever their case, accents and punctuation, and an initial follows every first \
            name it starts: "J McDonald" follows James McDonald.
            """)

    @OptionGroup var followed: FollowedNamesArgument

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        try environment.settingsStore.applyReportingProblems(.follow, to: followed.entries, in: environment)
    }
}
