import ArgumentParser
import DomainLayer

/// `nexttogo star <meeting> ...`: stars meetings, saving them in the config file.
struct StarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "star",
        abstract: "Stars meetings: their races are marked, and --starred shows only them.",
        discussion: #"Name one meeting to an argument: nexttogo star Flemington "Happy Valley" stars two."#)

    @OptionGroup var meetings: MeetingNamesArgument

    func run() throws {
        try AppWiring.settingsStore().applyReportingProblems(.star, to: meetings.names)
    }
}
